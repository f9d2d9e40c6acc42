import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_GB, uploadLimitOf } from "./file.constants.ts";

const MIB = 1024 * 1024;

describe("the size a registration may announce, by kind", () => {
  it.each([
    ["jpg", "图片", 50 * MIB],
    [".PNG", "图片", 50 * MIB],
    ["pdf", "文档", 500 * MIB],
    ["xlsx", "文档", 500 * MIB],
    ["zip", null, UPLOAD_MAX_GB * 1024 * MIB - 1],
    ["mp4", null, UPLOAD_MAX_GB * 1024 * MIB - 1],
    ["", null, UPLOAD_MAX_GB * 1024 * MIB - 1],
  ])("%s: %s up to %i bytes", (ext, kind, maxBytes) => {
    expect(uploadLimitOf(ext)).toEqual({ kind, maxBytes });
  });
});
