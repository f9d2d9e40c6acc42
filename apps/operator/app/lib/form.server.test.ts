import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./form.server.ts";

describe("fieldErrorsOf", () => {
  it("keeps each field's first message only", () => {
    const issues = [
      { path: ["title"], message: "请输入标题" },
      { path: ["title"], message: "标题不超过40个字" },
      { path: ["url"], message: "链接地址格式不正确" },
    ];
    expect(fieldErrorsOf<"title" | "url">(issues)).toEqual({ title: "请输入标题", url: "链接地址格式不正确" });
  });

  it("answers no messages for no issues", () => {
    expect(fieldErrorsOf([])).toEqual({});
  });
});
