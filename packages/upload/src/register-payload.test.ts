import { expect, it } from "vitest";
import { buildRegisterPayload } from "./register-payload.ts";

it("builds the register payload from a file and its MD5, with the lower-case extension", () => {
  expect(buildRegisterPayload({ name: "图纸.DWG", size: 12 }, "abc")).toEqual({ fileName: "图纸.DWG", extName: "dwg", fileSize: 12, hashcode: "abc" });
});

it("sends an empty extension for a name without one", () => {
  expect(buildRegisterPayload({ name: "README", size: 1 }, "abc").extName).toBe("");
});
