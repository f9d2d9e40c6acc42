import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "./html.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");

describe("html", () => {
  it("escapes interpolated text and keeps nested templates", () => {
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p title="${'"x'}">${inner}${["<a>", 1]}${null}</p>`.value).toBe('<p title="&quot;x"><b>&lt;i&gt;</b>&lt;a&gt;1</p>');
  });

  it("leaves no markup characters in escaped text, for any string", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (text) => !/[<>"'`]/.test(escapeHtml(text))));
  });

  it("never lets a corpus string open a tag or leave an attribute", () => {
    const corpus: string[] = JSON.parse(readFileSync(path.join(repoRoot, "../shared/corpora/blns.json"), "utf8"));
    const xss = readFileSync(path.join(repoRoot, "../shared/corpora/xss-payloads.txt"), "utf8").split("\n");
    for (const value of [...corpus, ...xss]) {
      const out = html`<input value="${value}">`.value;
      expect(out.slice(14, -2)).not.toMatch(/[<>"]/);
    }
  });
});
