import { describe, expect, it } from "vitest";
import { composeSms } from "./compose-sms.ts";
import { SmsNotice, SmsPurpose } from "./sms.constants.ts";

describe("a composed text", () => {
  it("carries the code as its variable and as the outbox's code", () => {
    expect(composeSms(SmsPurpose.login, "13800000001", { code: "042517" })).toEqual({
      phone: "13800000001",
      purpose: "login",
      params: { code: "042517" },
      text: "您的登录验证码为042517，5分钟内有效，请勿泄露给他人。如非本人操作，请忽略本短信。",
      code: "042517",
    });
  });

  it("shortens a long title to 20 characters for the carrier and the words alike, never a link", () => {
    const title = "长春新区安置房一期项目主体结构钢筋与商品混凝土集中采购";
    const link = `https://login.example.cn/register?redirect=${"x".repeat(120)}`;
    const text = composeSms(SmsNotice.inquiryInvitation, "13900000001", { buyer: "吉林宏远建设工程有限公司", title, deadline: "2026-03-05 16:00:00", link });
    expect(text.params).toEqual({ buyer: "吉林宏远建设工程有限公司", title: "长春新区安置房一期项目主体结构钢筋与商…", deadline: "2026-03-05 16:00:00", link });
    expect([...(text.params.title ?? "")]).toHaveLength(20);
    expect(text.text).toBe(
      `吉林宏远建设工程有限公司邀请贵司参与询价《长春新区安置房一期项目主体结构钢筋与商…》，报价截止 2026-03-05 16:00:00。请注册并完成企业认证后查看邀请：${link}`,
    );
    expect(text.code).toBeNull();
  });
});
