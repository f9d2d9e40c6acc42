import { describe, expect, it } from "vitest";
import { articleLibrary } from "./article-library.seed.ts";

// The demo's articles are honest content: each its own body and summary written for its channel,
// policies with metadata that fits together. No database: the rows as the seed inserts them.

const rows = articleLibrary(Date.now());
const channels = ["news", "policy", "industry", "salon", "party", "knowledge"] as const;
const byChannel = (channel: string) => rows.filter((row) => row.category === channel);

/** The text a reader reads, without the figures' table. */
const prose = (html: string) => html.replace(/<table>.*?<\/table>/gs, "").replace(/<[^>]+>/g, "");
const han = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;
/** Sentences: cut at Chinese sentence ends and at tags. */
const sentences = (html: string) =>
  html
    .split(/[。！？；]|<[^>]+>/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Which 文号 prefixes each 发文机关 issues (a joint document: its lead authority's joint prefix). */
const prefixes: Record<string, string[]> = {
  吉林省人民政府: ["吉政发"],
  吉林省人民政府办公厅: ["吉政办发"],
  吉林省住房和城乡建设厅: ["吉建发", "吉建办"],
  "吉林省住房和城乡建设厅 吉林省发展和改革委员会": ["吉建联发"],
  "吉林省财政厅 吉林省住房和城乡建设厅": ["吉财建"],
  吉林省人力资源和社会保障厅: ["吉人社发"],
  住房和城乡建设部: ["建市"],
};

describe("the seeded article library", () => {
  it("holds at least 66 articles, more than ten (two list pages) in every channel", () => {
    expect(rows.length).toBeGreaterThanOrEqual(66);
    for (const channel of channels) expect(byChannel(channel).length, channel).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
  });

  it("gives every article its own body of 250–600 characters in two to four sections", () => {
    expect(new Set(rows.map((row) => row.content)).size).toBe(rows.length);
    for (const row of rows) {
      const length = han(prose(row.content));
      expect(length, row.title).toBeGreaterThanOrEqual(250);
      expect(length, row.title).toBeLessThanOrEqual(600);
      const sections = row.content.match(/<h2>/g)?.length ?? 0;
      expect(sections, row.title).toBeGreaterThanOrEqual(2);
      expect(sections, row.title).toBeLessThanOrEqual(4);
    }
  });

  it("shares no sentence of 20 characters or more between two articles", () => {
    const seenIn = new Map<string, Set<string>>();
    for (const row of rows)
      for (const sentence of sentences(row.content).filter((s) => s.length >= 20)) seenIn.set(sentence, (seenIn.get(sentence) ?? new Set()).add(row.title));
    const shared = [...seenIn].filter(([, titles]) => titles.size > 1).map(([sentence]) => sentence);
    expect(shared).toEqual([]);
  });

  it("gives every article its own summary, no shared boilerplate", () => {
    expect(new Set(rows.map((row) => row.summary)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.summary, row.title).not.toMatch(/本文介绍/);
      expect(row.summary.length, row.title).toBeGreaterThan(20);
    }
  });

  it("puts tables only where figures are, and every table has figures in it", () => {
    for (const row of rows.filter((r) => r.content.includes("<table>"))) {
      expect(["news", "policy", "industry"], row.title).toContain(row.category);
      expect(row.content.match(/<table>.*?<\/table>/s)?.[0], row.title).toMatch(/<td>-?[\d.]+%?<\/td>/);
    }
    expect(byChannel("industry").filter((row) => row.content.includes("<table>")).length).toBeGreaterThanOrEqual(4);
  });

  it("lists each channel newest first, never in the future", () => {
    const now = Date.now();
    for (const channel of channels) {
      const times = byChannel(channel).map((row) => row.publishedAt.getTime());
      expect(times, channel).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(times).size, channel).toBe(times.length);
      expect(times.every((time) => time <= now)).toBe(true);
    }
  });

  it("gives policies a 文号 of their 发文机关, a publication before the effective date and a 有效性 the text bears out", () => {
    for (const row of rows.filter((r) => r.category !== "policy")) expect(row, row.title).not.toHaveProperty("docNumber");
    for (const row of byChannel("policy")) {
      const { docNumber, issuingAuthority, effectiveDate, validity } = row as typeof row & {
        docNumber: string;
        issuingAuthority: string;
        effectiveDate: string;
        validity: string;
      };
      const prefix = /^(.+)〔2026〕\d+号$/.exec(docNumber)?.[1];
      expect(prefixes[issuingAuthority], `${row.title}: ${issuingAuthority}`).toContain(prefix);
      const published = row.publishedAt.toISOString().slice(0, 10);
      expect(published < effectiveDate, `${row.title}: ${published} / ${effectiveDate}`).toBe(true);
      expect(["valid", "revised", "repealed"]).toContain(validity);
      const text = prose(row.content);
      if (validity === "repealed") {
        // It says what replaced it, and that document is in the library, in force.
        const replacement = /被.*?（(吉[^）]+号)）替代/.exec(text)?.[1];
        expect(replacement, row.title).toBeDefined();
        expect(byChannel("policy").find((p) => (p as { docNumber?: string }).docNumber === replacement)).toMatchObject({ validity: "valid" });
        expect(row.summary).toContain("废止");
      }
      if (validity === "revised") expect(text, row.title).toMatch(/〔2026〕\d+号对本细则.*修订/);
      if (validity === "valid") expect(text, row.title).not.toMatch(/已被.*替代/);
    }
    const validities = new Set(byChannel("policy").map((row) => (row as { validity?: string }).validity));
    expect([...validities].sort()).toEqual(["repealed", "revised", "valid"]);
  });

  it("keeps what the portal's journeys read (e2e/news.spec.ts) and the words search tests count on being rare out", () => {
    const industry = byChannel("industry");
    // The second newest industry article shows its table (cms.suite.ts); the first of page 2 and
    // the newest knowledge article say 下一步安排; the newest repealed policy is a 吉建发 of a 省 authority.
    expect(industry[1]?.content).toContain("<table>");
    expect(prose(industry[10]?.content ?? "")).toContain("下一步安排");
    expect(prose(byChannel("knowledge")[0]?.content ?? "")).toContain("下一步安排");
    const repealed = byChannel("policy").find((row) => (row as { validity?: string }).validity === "repealed") as {
      docNumber: string;
      issuingAuthority: string;
    };
    expect(repealed.docNumber).toMatch(/^吉建发〔/);
    expect(repealed.issuingAuthority).toContain("省");
    // search.test.ts seeds its own articles of these words and counts the hits exactly.
    for (const word of ["能耗", "沥青", "冻土", "盐碱地", "被动式"])
      expect(
        rows.filter((row) => `${row.title}${row.summary}${row.content}`.includes(word)).map((row) => row.title),
        word,
      ).toEqual([]);
  });
});
