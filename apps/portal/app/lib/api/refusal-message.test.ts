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

  it("says a fault, or a refusal without words, in the page's own words", () => {
    expect(loadFailureText(new ApiError(500, 500, "服务器内部错误"), "银行卡加载失败，请稍后重试")).toBe("银行卡加载失败，请稍后重试");
    expect(loadFailureText(new ApiError(0, 0, "网络异常"), "暂时无法加载")).toBe("暂时无法加载");
    expect(loadFailureText(new ApiError(403, 403, ""), "暂时无法加载")).toBe("暂时无法加载");
    expect(loadFailureText(new Error("socket hang up"), "暂时无法加载")).toBe("暂时无法加载");
  });
});
