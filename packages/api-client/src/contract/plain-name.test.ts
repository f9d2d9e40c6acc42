import { describe, expect, it } from "vitest";
import { bankCardCalls } from "./bankcard.calls.ts";
import { certificationCalls } from "./certification.calls.ts";
import { profileCalls } from "./profile.calls.ts";

// Names refuse markup and invisible characters (a certified personal name had been HTML).
const personal = (realName: string) =>
  certificationCalls.submitPersonal.body.safeParse({ realName, idNumber: "220102199001011234", frontResourceId: 1, backResourceId: 2 });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("a person's or a company's name", () => {
  it.each([["张三"], ["欧阳·娜娜"], ["Zhang San"], ["阿卜杜拉·买买提"]])("takes %s", (name) => {
    expect(personal(name).success).toBe(true);
  });

  it.each([
    ["markup", "<b>张三</b>"],
    ["a lone bracket", "张三>"],
  ])("refuses %s", (_, name) => {
    expect(messageOf(personal(name))).toBe("真实姓名不能含有 < > 或不可见、控制字符");
  });

  it.each([
    ["a zero-width space", "张\u200b三"],
    ["a right-to-left override", "张\u202e三"],
    ["a control character", "张\u0007三"],
  ])("refuses %s", (_, name) => {
    expect(messageOf(personal(name))).toMatch(/^真实姓名不能含有.*不可见/);
  });

  it("holds on the company's name, the profile's name and the account holder's name alike", () => {
    const corporate = certificationCalls.submitCorporate.body.safeParse({
      companyName: "<img src=x onerror=alert(1)>建设有限公司",
      creditCode: "91220101MA0Y3K8X2L",
      legalRepresentative: "王五",
      licenseResourceId: 1,
      authorizationResourceId: 2,
      bankName: "中国建设银行",
      accountNumber: "22050110000000000001",
    });
    expect(messageOf(corporate)).toBe("企业名称不能含有 < > 或不可见、控制字符");
    expect(messageOf(profileCalls.updateProfile.body.safeParse({ realName: "李<script>" }))).toBe("姓名不能含有 < > 或不可见、控制字符");
    expect(messageOf(bankCardCalls.bind.body.safeParse({ kind: "personal", cardNumber: "6222020200112233445", holderName: "赵\u200d六" }))).toBe(
      "户名不能含有 < > 或不可见、控制字符",
    );
  });
});
