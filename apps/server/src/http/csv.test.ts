import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvDocument } from "./csv.ts";

describe("csvDocument", () => {
  it.each([
    [[["a", "b"]], "a,b"],
    [[["含,逗号", '引"号']], '"含,逗号","引""号"'],
    [[["=SUM(A1)", "+1", "-1", "@x"]], "'=SUM(A1),'+1,'-1,'@x"],
    [[["两行\n文本"]], '"两行\n文本"'],
  ])("writes %j as %j", (rows, line) => {
    const text = csvDocument(rows).toString("utf8");
    expect(text).toBe(`\uFEFF${line}\r\n`);
  });

  it("keeps every field's text (bar a defused leading sign) through a round trip", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = csvDocument(rows).toString("utf8");
        expect(text.startsWith("\uFEFF")).toBe(true);
        expect(text.endsWith("\r\n")).toBe(true);
        for (const value of rows.flat()) if (value && !/^[=+\-@\t\r]/.test(value)) expect(text).toContain(value.replaceAll('"', '""'));
      }),
    );
  });
});
