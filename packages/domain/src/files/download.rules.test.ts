import { describe, expect, it } from "vitest";
import { messageOf } from "../messages/format-message.ts";
import { downloadNotice, validateDownloadSelection } from "./download.rules.ts";

describe("validateDownloadSelection", () => {
  it("refuses an empty selection with 请选择附件", () => {
    const result = validateDownloadSelection([]);
    expect(result.ok ? "" : messageOf(result)).toBe("请选择附件");
  });

  it("passes a selection through", () => {
    expect(validateDownloadSelection(["a"])).toEqual({ ok: true, value: ["a"] });
  });
});

describe("downloadNotice", () => {
  it.each([
    [100 * 1024 * 1024, null],
    [100 * 1024 * 1024 + 1, "大.zip文件超过100M，下载需等待"],
  ])("for %d bytes → %j", (size, text) => {
    const notice = downloadNotice({ name: "大.zip", size });
    expect(notice === null ? null : messageOf(notice)).toBe(text);
  });
});
