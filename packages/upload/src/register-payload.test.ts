import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildRegisterPayload, extensionOf } from "./register-payload.ts";

describe("extensionOf", () => {
  it.each([
    ["合同.PDF", "pdf"],
    ["archive.tar.gz", "gz"],
    ["noext", ""],
    [".hidden", ""],
    ["trailing.", ""],
  ])("reads %j as %j", (name, ext) => expect(extensionOf(name)).toBe(ext));

  it("never throws and never returns a dot", () => {
    fc.assert(fc.property(fc.string(), (name) => !extensionOf(name).includes(".")));
  });
});

it("builds the register payload from a file and its MD5", () => {
  expect(buildRegisterPayload({ name: "图纸.dwg", size: 12 }, "abc")).toEqual({ fileName: "图纸.dwg", extName: "dwg", fileSize: 12, hashcode: "abc" });
});
