import { ApiError } from "@cidp/api-client";
import { describe, expect, it } from "vitest";
import { loadFailureText, refusalMessage } from "./refusal-message.ts";

describe("refusalMessage", () => {
  it("shows the services' own message of a refusal", () => {
    expect(refusalMessage(new ApiError(200, 400, "该手机号已被邀请"), "操作失败")).toBe("该手机号已被邀请");
  });

  it("shows the page's own words for a refusal without a message, or for any other failure", () => {
    expect(refusalMessage(new ApiError(500, 500, ""), "操作失败")).toBe("操作失败");
    expect(refusalMessage(new Error("network"), "操作失败")).toBe("操作失败");
  });
});

describe("loadFailureText", () => {
  it("says a refusal in the services' words: why, and what to do", () => {
    const forbidden = "无权限执行此操作：需要「管理对公账户与银行卡」权限，请联系企业管理员为您分配";
    expect(loadFailureText(new ApiError(403, 403, forbidden), "银行卡加载失败，请稍后重试")).toBe(forbidden);
    expect(loadFailureText(new ApiError(200, 409, "投标截止时间已过"), "暂时无法加载")).toBe("投标截止时间已过");
  });

  const refusedWith = (kind: string, msg: string) => new ApiError(200, 200, msg, undefined, { code: 200, msg, data: null, success: false, refusal: kind });

  it.each([
    ["permission", "无权限执行此操作：需要「发布询价」权限，请联系企业管理员为您分配"],
    ["certification", "贵企业尚未通过企业认证，暂不能发布询价。请先完成企业认证"],
    ["state", "报价已截止"],
    ["limit", "最多保存10个收货地址"],
    ["invalid", "请为每个标段各报一个价格"],
    ["conflict", "询价单已被他人修改，请刷新后重试"],
  ])("says a %s refusal in the services' words, whatever its code", (kind, msg) => {
    expect(loadFailureText(refusedWith(kind, msg), "暂时无法加载，请稍后重试")).toBe(msg);
  });

  it.each([
    ["sealed", "技术文件随投标密封", "技术文件随投标密封。请在开标时间到达后再查看。"],
    ["permission", "只有采购方可以查看此询价单", "只有采购方可以查看此询价单。请联系企业管理员为您分配相应权限。"],
    ["not_found", "询价单不存在", "询价单不存在。请核对链接，或返回列表重新查找。"],
  ])("adds the domain's next step to a %s refusal that names none", (kind, msg, said) => {
    expect(loadFailureText(refusedWith(kind, msg), "暂时无法加载，请稍后重试")).toBe(said);
    expect(refusalMessage(refusedWith(kind, msg), "操作失败")).toBe(said);
  });

  it("reads the kind of a refusal's reason when the answer names no kind", () => {
    const registered = new ApiError(200, 200, "该企业已在平台注册，请申请加入", undefined, {
      code: 200,
      msg: "",
      data: null,
      success: false,
      reason: "business_registered",
    });
    expect(loadFailureText(registered, "暂时无法加载，请稍后重试")).toBe("该企业已在平台注册，请申请加入");
  });

  it("reads no kind from a body that names none, or an unknown one", () => {
    expect(loadFailureText(refusedWith("fault", "服务器繁忙"), "暂时无法加载，请稍后重试")).toBe("暂时无法加载，请稍后重试");
    expect(loadFailureText(new ApiError(500, 500, "服务器繁忙", undefined, "<html>"), "暂时无法加载，请稍后重试")).toBe("暂时无法加载，请稍后重试");
  });

  it("says a fault, or a refusal without words, in the page's own words", () => {
    expect(loadFailureText(new ApiError(500, 500, "服务器内部错误"), "银行卡加载失败，请稍后重试")).toBe("银行卡加载失败，请稍后重试");
    expect(loadFailureText(new ApiError(0, 0, "网络异常"), "暂时无法加载")).toBe("暂时无法加载");
    expect(loadFailureText(new ApiError(403, 403, ""), "暂时无法加载")).toBe("暂时无法加载");
    expect(loadFailureText(new Error("socket hang up"), "暂时无法加载")).toBe("暂时无法加载");
  });
});
