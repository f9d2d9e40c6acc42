import { homeCalls, operatorCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, staffCall, staffData } from "../../testing/operator-desk.ts";
import { operatorAudit } from "../operator/schema.ts";

// 热门搜索与顶部文字: an editor replaces the search box's hot words and the top line as a whole; the
// portal's dictionaries answer the change at once; bad input is refused on its field and nothing is
// written; reviewers only read, 客服 are kept out.

const desk = useContentDesk("texts");

const dictionary = async (code: "industry_search_hot_words" | "industry_top_txt") =>
  (await desk.t.app.inject({ method: "GET", url: homeCalls.dictList.path, query: { code } })).json().data as {
    dictKey: string;
    dictValue: string;
    children: { dictKey: string; dictValue: string }[];
  }[];

const texts = {
  hotWords: ["智能建造", "装配式建筑", "招标投标"],
  topTexts: [
    { text: "2027年全省建筑业工作会议召开", link: "/default/news/news-list" },
    { text: "平台服务热线：400-800-0431", link: "" },
  ],
};

describe("热门搜索与顶部文字", () => {
  it("reads the seeded words and top line, saves both as a whole and the portal's dictionaries answer at once, audited before → after", async () => {
    const before = await staffData(desk.t.app, operatorCalls.siteTexts, undefined, desk.reviewer);
    expect(before.hotWords).toContain("装配式建筑");
    expect(before.topTexts.length).toBeGreaterThan(0);

    expect(await staffData(desk.t.app, operatorCalls.siteTextsSave, texts, desk.editor)).toEqual({ changed: true, waitsForReview: false });
    expect((await dictionary("industry_search_hot_words")).map((entry) => entry.dictValue)).toEqual(["智能建造", "装配式建筑", "招标投标"]);
    const [top] = await dictionary("industry_top_txt");
    expect(top?.children.map((line) => [line.dictValue, line.dictKey])).toEqual([
      ["2027年全省建筑业工作会议召开", "/default/news/news-list"],
      ["平台服务热线：400-800-0431", ""],
    ]);
    expect(await staffData(desk.t.app, operatorCalls.siteTexts, undefined, desk.editor)).toEqual(texts);

    // The same again changes nothing and writes no line.
    expect(await staffData(desk.t.app, operatorCalls.siteTextsSave, texts, desk.editor)).toEqual({ changed: false, waitsForReview: false });
    const lines = await desk.t.database.db.select().from(operatorAudit).where(eq(operatorAudit.subjectKind, "site-texts"));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.action).toBe("site-texts.saved");
    expect(lines[0]?.detail).toMatchObject({
      before: { hotWords: before.hotWords },
      after: { hotWords: texts.hotWords, topTexts: "2027年全省建筑业工作会议召开（/default/news/news-list）；平台服务热线：400-800-0431" },
    });
  });

  it("reorders and removes words", async () => {
    await staffData(desk.t.app, operatorCalls.siteTextsSave, { ...texts, hotWords: ["招标投标", "智能建造"] }, desk.editor);
    expect((await dictionary("industry_search_hot_words")).map((entry) => entry.dictValue)).toEqual(["招标投标", "智能建造"]);
  });

  it.each([
    ["no word", { hotWords: [] }, "请至少填写一个热门搜索词"],
    ["an empty word", { hotWords: ["招标", " "] }, "第2个热门搜索词不能为空"],
    ["a word over 20 characters", { hotWords: ["建".repeat(21)] }, "第1个热门搜索词“建建建建建建建建建建建建建建建建建建建建建”超过20个字"],
    ["a word twice", { hotWords: ["招标", "智慧工地", "招标"] }, "热门搜索词“招标”重复了"],
    ["13 words", { hotWords: Array.from({ length: 13 }, (_, i) => `词${i}`) }, "热门搜索词最多12个"],
    ["no top text", { topTexts: [] }, "请至少填写一条顶部文字"],
    ["an empty top line", { topTexts: [{ text: " ", link: "" }] }, "请输入顶部文字"],
    ["a top line over 50 characters", { topTexts: [{ text: "字".repeat(51), link: "" }] }, "顶部文字不能超过50个字"],
    ["a script link", { topTexts: [{ text: "通知", link: "javascript:alert(1)" }] }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
    [
      "a link to another site without https",
      { topTexts: [{ text: "通知", link: "http://evil.example/" }] },
      "链接地址应以 / 开头（站内页面）或以 https:// 开头",
    ],
    ["a protocol-relative link", { topTexts: [{ text: "通知", link: "//evil.example/" }] }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
  ])("refuses %s and writes nothing", async (_, change, message) => {
    const before = await staffData(desk.t.app, operatorCalls.siteTexts, undefined, desk.editor);
    const refused = await staffCall(desk.t.app, operatorCalls.siteTextsSave, { ...texts, hotWords: ["新词"], ...change } as never, desk.editor);
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).msg).toContain(message);
    expect(await staffData(desk.t.app, operatorCalls.siteTexts, undefined, desk.editor)).toEqual(before);
  });

  it("lets reviewers read but not save, and keeps 客服 out", async () => {
    expect((await staffCall(desk.t.app, operatorCalls.siteTextsSave, texts, desk.reviewer)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.siteTexts, undefined, desk.agent)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.siteTextsSave, texts, desk.agent)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.siteTexts, undefined, null)).statusCode).toBe(401);
  });
});
