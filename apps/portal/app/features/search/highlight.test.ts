import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight.tsx";

describe("highlightParts", () => {
  it.each([
    ["推进装配式建筑高质量发展", ["装配式", "质量"], ["推进", "[装配式]", "建筑高", "[质量]", "发展"]],
    ["BIM技术与bim应用", ["bim"], ["[BIM]", "技术与", "[bim]", "应用"]],
    ["装配式建筑", ["装配", "装配式"], ["[装配式]", "建筑"]],
    ["a.b(c)*", [".", "(c)"], ["a", "[.]", "b", "[(c)]", "*"]],
    ["没有命中", ["钢材"], ["没有命中"]],
    ["", ["钢材"], []],
    ["全文", [], ["全文"]],
  ])("%s with %j", (text, terms, expected) => {
    expect(highlightParts(text, terms).map((part) => (part.marked ? `[${part.text}]` : part.text))).toEqual(expected);
  });

  it("keeps the text whole and marks only the terms, whatever the text and terms", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), fc.array(fc.string({ unit: "grapheme", maxLength: 4 }), { maxLength: 4 }), (text, terms) => {
        const parts = highlightParts(text, terms);
        expect(parts.map((part) => part.text).join("")).toBe(text);
        for (const part of parts.filter((p) => p.marked)) expect(terms.some((term) => term.toLowerCase() === part.text.toLowerCase())).toBe(true);
      }),
    );
  });
});
