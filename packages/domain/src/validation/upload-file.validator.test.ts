import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ACCEPTED_EXTENSIONS } from "../constants/file.constants.ts";
import { messageOf } from "../messages/format-message.ts";
import { validateUploadCount, validateUploadFile } from "./upload-file.validator.ts";

const MB = 1024 * 1024;

describe("validateUploadFile", () => {
  it.each([
    [{ name: "合同.pdf", size: 1 }, {}, null],
    [{ name: "合同.PDF", size: 10 * MB }, {}, null],
    [{ name: "a.exe", size: 1 }, {}, "a.exe 文件不符合上传条件"],
    [{ name: "README", size: 1 }, {}, "README 文件不符合上传条件"],
    [{ name: "a.pdf", size: 0 }, {}, "文件过小，请检查后重新上传"],
    [{ name: "a.pdf", size: 10 * MB + 1 }, {}, "文件过大，请上传10M以下文件"],
    [{ name: "a.mp4", size: 4 * 1024 * MB - 1 }, { maxSizeMb: 5000 }, null],
    [{ name: "a.mp4", size: 4 * 1024 * MB }, { maxSizeMb: 5000 }, "文件过大，请上传4G以下文件"],
    [{ name: "a.mp4", size: 5 * 1024 * MB }, {}, "文件过大，请上传4G以下文件"],
    [{ name: "a.png", size: MB + 1 }, { maxSizeMb: 1 }, "文件过大，请上传1M以下文件"],
    [{ name: "a.mp4", size: 500 * MB }, { maxSizeMb: 500 }, null],
    [{ name: "a.dwg", size: 1 }, { accept: [".DWG"] }, null],
    [{ name: "a.pdf", size: 1 }, { accept: ["dwg"] }, "a.pdf 文件不符合上传条件"],
    [{ name: "a.pdf", size: 10_000_001 }, { unit: 1000 }, "文件过大，请上传10M以下文件"],
    [{ name: "a.pdf", size: 10_000_001 }, { unit: 1024 }, null],
  ] as const)("%j with %j → %j", (file, rules, message) => {
    const result = validateUploadFile(file, rules);
    expect(result.ok ? null : messageOf(result)).toBe(message);
  });

  it("accepts every default extension", () => {
    expect(DEFAULT_ACCEPTED_EXTENSIONS).toHaveLength(24);
    for (const ext of DEFAULT_ACCEPTED_EXTENSIONS) expect(validateUploadFile({ name: `f.${ext}`, size: 1 }).ok).toBe(true);
  });

  it("accepts exactly the sizes in (0, cap] for an accepted file", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 * MB }), fc.constantFrom(1, 10), (size, cap) => {
        const result = validateUploadFile({ name: "x.pdf", size }, { maxSizeMb: cap });
        expect(result.ok).toBe(size > 0 && size <= cap * MB);
      }),
    );
  });
});

describe("validateUploadCount", () => {
  it.each([
    [0, 1, 1, null],
    [1, 1, 1, "最多上传1个文件"],
    [98, 1, 99, null],
    [99, 1, 99, "最多上传99个文件"],
    [499, 2, undefined, "最多上传500个文件"],
  ])("%d held + %d added, limit %j → %j", (existing, adding, limit, message) => {
    const result = validateUploadCount(existing, adding, limit);
    expect(result.ok ? null : messageOf(result)).toBe(message);
  });
});
