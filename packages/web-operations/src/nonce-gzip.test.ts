import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deflateParts, gzipWithNonce, htmlWithNonce } from "./nonce-gzip.ts";

const partsOf = (html: string, slot: string) => html.split(slot).map((part) => Buffer.from(part, "utf8"));

describe("a kept document's gzip, joined around each response's nonce", () => {
  it("inflates to exactly the document with that nonce, whatever the parts and the nonce", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 400 }), { minLength: 1, maxLength: 8 }),
        fc.base64String({ maxLength: 40 }),
        (texts, nonce) => {
          const raw = texts.map((text) => Buffer.from(text, "utf8"));
          expect(gunzipSync(gzipWithNonce(raw, deflateParts(raw), nonce))).toEqual(htmlWithNonce(raw, nonce));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("serves a page-sized document with many nonces compressed, two responses differing only in the nonce", () => {
    const slot = "\u0000nonce\u0000";
    const script = `<script nonce="${slot}">window.__ctx = ${JSON.stringify({ articles: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `吉林省住房和城乡建设厅通知第${i}号` })) })};</script>`;
    const html = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"></head><body>${"<p>建筑产业互联网平台</p>".repeat(2_000)}${script.repeat(6)}</body></html>`;
    const raw = partsOf(html, slot);
    const deflated = deflateParts(raw);
    const first = gzipWithNonce(raw, deflated, "AAAAAAAAAAAAAAAAAAAAAA==");
    const second = gzipWithNonce(raw, deflated, "BBBBBBBBBBBBBBBBBBBBBB==");
    expect(gunzipSync(first).toString("utf8")).toBe(html.replaceAll(slot, "AAAAAAAAAAAAAAAAAAAAAA=="));
    expect(gunzipSync(second).toString("utf8")).toBe(html.replaceAll(slot, "BBBBBBBBBBBBBBBBBBBBBB=="));
    expect(first.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it("refuses parts without their deflated form rather than send a broken stream", () => {
    const raw = [Buffer.from("a"), Buffer.from("b")];
    expect(() => gzipWithNonce(raw, deflateParts(raw.slice(1)), "n")).toThrow();
  });
});
