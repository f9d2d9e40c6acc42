import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRenderMemo, isPlainData, type RenderInputs, renderKey } from "./render-memo.ts";

const member = { root: { member: { name: "张建国", business: { id: 1, name: "吉林宏远建设工程有限公司" } } }, "routes/default-home": { sections: [1, 2] } };
const inputs: RenderInputs = { url: "http://localhost:3000/default/home", variant: "", status: 200, loaderData: member };

describe("isPlainData", () => {
  class Money {
    constructor(readonly fen: number) {}
  }
  it.each([
    ["null", null, true],
    ["a string", "钢筋", true],
    ["a date", new Date(0), true],
    ["nested objects and arrays", { a: [{ b: 1 }, null, "x"], c: { d: false } }, true],
    ["an object without a prototype", Object.assign(Object.create(null), { a: 1 }), true],
    ["a promise (a deferred part)", Promise.resolve(1), false],
    ["a promise deep inside", { a: [{ b: Promise.resolve(1) }] }, false],
    ["a map", new Map([["a", 1]]), false],
    ["a set", { s: new Set([1]) }, false],
    ["a class instance", { m: new Money(100) }, false],
    ["a function", { f: () => 1 }, false],
  ])("%s → %s", (_name, value, plain) => {
    expect(isPlainData(value)).toBe(plain);
  });
});

describe("renderKey", () => {
  it("is the same for the same inputs", () => {
    expect(renderKey(inputs)).toBe(renderKey({ ...inputs, loaderData: structuredClone(member) }));
  });

  it.each<[string, Partial<RenderInputs>]>([
    ["another address", { url: "http://localhost:3000/default/home?params=news" }],
    ["another platform host", { url: "http://changchun.localhost:3000/default/home" }],
    ["another variant (elder mode)", { variant: "elder" }],
    ["another status", { status: 404 }],
    ["another member's answer", { loaderData: { ...member, root: { member: { ...member.root.member, name: "李红" } } } }],
  ])("differs for %s", (_name, change) => {
    expect(renderKey({ ...inputs, ...change })).not.toBe(renderKey(inputs));
  });

  it("is null when the answers hold a deferred part", () => {
    expect(renderKey({ ...inputs, loaderData: { ...member, later: Promise.resolve([]) } })).toBeNull();
  });

  it("tells any two different JSON answers apart", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        expect(renderKey({ ...inputs, loaderData: { page: a } })).not.toBe(renderKey({ ...inputs, loaderData: { page: b } }));
      }),
    );
  });
});

describe("createRenderMemo", () => {
  const rendered = '<script nonce="SLOT">a</script><p>钢筋</p><script nonce="SLOT">b</script>';

  it("serves a kept document with each answer's own nonce", () => {
    const memo = createRenderMemo({ ttlMs: 10_000 });
    memo?.keep("k", rendered, "SLOT");
    expect(memo?.get("k", "N1")?.bytes.toString("utf8")).toBe('<script nonce="N1">a</script><p>钢筋</p><script nonce="N1">b</script>');
    expect(memo?.get("k", "N2")?.bytes.toString("utf8")).toContain('nonce="N2"');
    expect(memo?.get("other", "N1")).toBeUndefined();
  });

  it("gzips a kept document around each answer's nonce", () => {
    const memo = createRenderMemo({ ttlMs: 10_000 });
    memo?.keep("k", rendered, "SLOT");
    for (const nonce of ["N1", "a+b/c=="]) {
      const answer = memo?.get("k", nonce, true);
      expect(answer?.encoding).toBe("gzip");
      expect(gunzipSync(answer?.bytes ?? Buffer.alloc(0)).toString("utf8")).toBe(rendered.replaceAll("SLOT", nonce));
    }
    expect(memo?.get("k", "N3")?.encoding).toBeNull();
  });

  it("keeps a document rendered without a nonce as it is", () => {
    const memo = createRenderMemo({ ttlMs: 10_000 });
    memo?.keep("k", "<p>待审核 3</p>", null);
    expect(memo?.get("k", null)?.bytes.toString("utf8")).toBe("<p>待审核 3</p>");
    expect(gunzipSync(memo?.get("k", null, true)?.bytes ?? Buffer.alloc(0)).toString("utf8")).toBe("<p>待审核 3</p>");
  });

  it("keeps nothing past its period, and nothing at all at 0", async () => {
    const memo = createRenderMemo({ ttlMs: 20 });
    memo?.keep("k", rendered, "SLOT");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(memo?.get("k", "N")).toBeUndefined();
    expect(createRenderMemo({ ttlMs: 0 })).toBeNull();
  });

  it("holds no more than its bytes", () => {
    const memo = createRenderMemo({ ttlMs: 10_000, maxBytes: 1_000 });
    for (let i = 0; i < 10; i++) memo?.keep(`k${i}`, "x".repeat(300), "SLOT");
    expect(memo?.size).toBeLessThanOrEqual(3);
    expect(memo?.get("k9", "N")).toBeDefined();
  });
});
