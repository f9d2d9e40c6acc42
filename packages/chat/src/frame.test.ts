import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeFrame, FrameCode, parseFrame } from "./frame.ts";

describe("parseFrame", () => {
  it.each([
    ['{"code":0}', { code: 0, message: null }],
    ['{"code":4,"message":"uuid-1"}', { code: 4, message: "uuid-1" }],
  ])("decodes %s", (text, frame) => expect(parseFrame(text)).toEqual(frame));

  it.each(["", "null", "[]", '{"code":5}', '{"code":"1"}', "{", '{"message":1}'])("rejects %j", (text) => {
    expect(parseFrame(text)).toBeNull();
  });

  it("round-trips every frame it encodes and never throws on any string", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(FrameCode)), fc.jsonValue(), (code, message) => {
        const frame = { code, message: message ?? null };
        expect(parseFrame(encodeFrame(frame))).toEqual(JSON.parse(JSON.stringify(frame)));
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => parseFrame(text) === null || typeof parseFrame(text) === "object"));
  });
});
