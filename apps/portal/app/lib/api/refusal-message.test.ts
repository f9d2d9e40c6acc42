import { ApiError } from "@cidp/api-client";
import { describe, expect, it } from "vitest";
import { refusalMessage } from "./refusal-message.ts";

describe("refusalMessage", () => {
  it("shows the services' own message of a refusal", () => {
    expect(refusalMessage(new ApiError(200, 400, "该手机号已被邀请"), "操作失败")).toBe("该手机号已被邀请");
  });

  it("shows the page's own words for a refusal without a message, or for any other failure", () => {
    expect(refusalMessage(new ApiError(500, 500, ""), "操作失败")).toBe("操作失败");
    expect(refusalMessage(new Error("network"), "操作失败")).toBe("操作失败");
  });
});
