import { homeCalls, operatorCalls, searchCalls, sitemapCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, staffCall, staffData } from "../../testing/operator-desk.ts";
import { operatorAudit } from "../operator/schema.ts";
import { drainSearchOutbox } from "../search/indexer.ts";

// 友情链接 and 帮助中心: an editor adds, changes, reorders and removes the footer's partner links and
// the help center's articles; the portal's footer, help pages, search and sitemap follow at once;
// bad input is refused on its field with nothing written; reviewers only read, 客服 are kept out.

const desk = useContentDesk("nav");

interface FooterNode {
  id: number;
  articleTitle: string;
  url: string;
  children: FooterNode[];
}
const footer = async () =>
  (await desk.t.app.inject({ method: "GET", url: homeCalls.navigateTree.path, query: { menuCode: "INDUSTRY_NAVIGATE_FOOT" } })).json().data as FooterNode[];
const footerColumn = async (title: string) =>
  (await footer()).find((column) => column.articleTitle === title)?.children.map((child) => child.articleTitle) ?? [];
const partnerLinksShown = async () =>
  ((await footer()).find((column) => column.articleTitle === "友情链接")?.children ?? []).map((child) => `${child.articleTitle} → ${child.url}`);
const helpPage = async (id: number) => desk.t.app.inject({ method: "GET", url: homeCalls.helpDetail.path, query: { id: String(id) } });
const searchFinds = async (keyword: string) => {
  await drainSearchOutbox(desk.t.database.db);
  const answer = await desk.t.app.inject({ method: "GET", url: searchCalls.search.path, query: { keyword } });
  return (answer.json().data.records as { title: string }[]).map((record) => record.title.replace(/<[^>]+>/g, ""));
};
const sitemapIds = async () =>
  ((await desk.t.app.inject({ method: "GET", url: sitemapCalls.entries.path, query: { type: "help" } })).json().data.records as { id: number }[]).map(
    (r) => r.id,
  );
const auditActions = async (id: number) =>
  (await desk.t.database.db.select().from(operatorAudit).where(eq(operatorAudit.subjectId, id)))
    .filter((line) => line.subjectKind === "nav")
    .map((line) => line.action);

describe("友情链接", () => {
  it("adds, changes, reorders and removes a link, each shown in the portal's footer at once and audited", async () => {
    const seeded = await staffData(desk.t.app, operatorCalls.partnerLinks, undefined, desk.reviewer);
    expect(seeded.map((link) => link.title)).toContain("中国建筑业协会");

    // A link to a portal page shows at once (an off-site one waits for review: link-reviews.test.ts).
    const created = await staffData(
      desk.t.app,
      operatorCalls.partnerLinkCreate,
      { name: "吉林省建设信息网", url: "/default/news/news-list?category=policy" },
      desk.editor,
    );
    expect(created.waitsForReview).toBe(false);
    const id = created.id ?? 0;
    expect((await partnerLinksShown()).at(-1)).toBe("吉林省建设信息网 → /default/news/news-list?category=policy");

    await staffData(desk.t.app, operatorCalls.partnerLinkUpdate, { id, name: "建设信息网", url: "/default/news/news-list" }, desk.editor);
    expect((await partnerLinksShown()).at(-1)).toBe("建设信息网 → /default/news/news-list");

    await staffData(desk.t.app, operatorCalls.partnerLinkMove, { id, direction: "up" }, desk.editor);
    expect((await partnerLinksShown()).at(-2)).toBe("建设信息网 → /default/news/news-list");
    await staffData(desk.t.app, operatorCalls.partnerLinkMove, { id, direction: "down" }, desk.editor);
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.partnerLinkMove, { id, direction: "down" }, desk.editor))).toEqual({
      status: 400,
      msg: "已经是最后一个",
    });

    await staffData(desk.t.app, operatorCalls.partnerLinkDelete, { id }, desk.editor);
    expect(await partnerLinksShown()).toEqual(seeded.map((link) => `${link.title} → ${link.url}`));
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.partnerLinkDelete, { id }, desk.editor))).toEqual({ status: 404, msg: "友情链接不存在" });
    expect(await auditActions(id)).toEqual([
      "partner-link.created",
      "partner-link.updated",
      "partner-link.moved",
      "partner-link.moved",
      "partner-link.deleted",
    ]);
  });

  it("will not touch a help article as a partner link", async () => {
    const [column] = await staffData(desk.t.app, operatorCalls.helpTree, undefined, desk.editor);
    const article = column?.articles[0];
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.partnerLinkDelete, { id: article?.id ?? 0 }, desk.editor))).toEqual({
      status: 404,
      msg: "友情链接不存在",
    });
  });

  it.each([
    ["no name", { name: " " }, "请输入名称"],
    ["a name over 20 characters", { name: "链".repeat(21) }, "名称不能超过20个字"],
    ["no address", { url: "" }, "请输入链接地址"],
    ["an address without https", { url: "http://www.zgjzy.org.cn/" }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
    ["a script address", { url: "javascript:alert(1)" }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
    ["a protocol-relative address", { url: "//evil.example/" }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
  ])("refuses %s and writes nothing", async (_, change, message) => {
    const before = await partnerLinksShown();
    const refused = await staffCall(desk.t.app, operatorCalls.partnerLinkCreate, { name: "链接", url: "https://example.cn/", ...change }, desk.editor);
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).msg).toContain(message);
    expect(await partnerLinksShown()).toEqual(before);
  });
});

describe("帮助中心", () => {
  it("adds an article under a column that the help page, search and sitemap show at once; edits, reorders and removes it, audited", async () => {
    const tree = await staffData(desk.t.app, operatorCalls.helpTree, undefined, desk.reviewer);
    const guide = tree.find((column) => column.title === "服务指南");
    expect(guide?.articles.map((article) => article.title)).toContain("注册指南");
    expect(tree.map((column) => column.title)).not.toContain("友情链接");

    const { id } = await staffData(
      desk.t.app,
      operatorCalls.helpArticleCreate,
      {
        columnId: guide?.id ?? 0,
        title: "电子保函办理",
        content: '<h2>电子保函办理</h2><p>投标保证金可用电子保函缴纳。</p><script>alert(1)</script><p onclick="steal()">在线申请，即时出函。</p>',
      },
      desk.editor,
    );
    expect((await footerColumn("服务指南")).at(-1)).toBe("电子保函办理");
    const page = (await helpPage(id)).json().data as { title: string; content: string };
    expect(page.title).toBe("电子保函办理");
    expect(page.content).toContain("<p>投标保证金可用电子保函缴纳。</p>");
    expect(page.content).not.toMatch(/script|onclick/);
    expect(await searchFinds("电子保函")).toContain("电子保函办理");
    expect(await sitemapIds()).toContain(id);

    const detail = await staffData(desk.t.app, operatorCalls.helpArticle, { id }, desk.reviewer);
    expect(detail).toMatchObject({ columnId: guide?.id, columnTitle: "服务指南", title: "电子保函办理" });

    await staffData(desk.t.app, operatorCalls.helpArticleSave, { id, title: "电子保函", content: "<p>保函由合作银行出具。</p>" }, desk.editor);
    expect(((await helpPage(id)).json().data as { content: string }).content).toBe("<p>保函由合作银行出具。</p>");
    expect(await searchFinds("合作银行出具")).toContain("电子保函");

    await staffData(desk.t.app, operatorCalls.helpMove, { id, direction: "up" }, desk.editor);
    expect((await footerColumn("服务指南")).at(-2)).toBe("电子保函");

    await staffData(desk.t.app, operatorCalls.helpDelete, { id }, desk.editor);
    expect(await footerColumn("服务指南")).not.toContain("电子保函");
    expect((await helpPage(id)).json()).toMatchObject({ success: false, code: 404 });
    expect(await searchFinds("合作银行出具")).not.toContain("电子保函");
    expect(await sitemapIds()).not.toContain(id);
    expect(await auditActions(id)).toEqual(["help.created", "help.saved", "help.moved", "help.deleted"]);
  });

  it("never removes a column that still holds articles, and removes one that is empty", async () => {
    const tree = await staffData(desk.t.app, operatorCalls.helpTree, undefined, desk.editor);
    const about = tree.find((column) => column.title === "关于我们");
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.helpDelete, { id: about?.id ?? 0 }, desk.editor))).toEqual({
      status: 409,
      msg: "栏目下还有文章或链接，请先删除或移走它们",
    });
    expect(await footerColumn("关于我们")).toContain("平台简介");
    for (const article of about?.articles ?? []) await staffData(desk.t.app, operatorCalls.helpDelete, { id: article.id }, desk.editor);
    await staffData(desk.t.app, operatorCalls.helpDelete, { id: about?.id ?? 0 }, desk.editor);
    expect((await footer()).map((column) => column.articleTitle)).not.toContain("关于我们");
  });

  it("keeps the partner links' column and the policy links out of the help desk", async () => {
    const partners = (await footer()).find((column) => column.articleTitle === "友情链接");
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.helpDelete, { id: partners?.id ?? 0 }, desk.editor)).status).toBe(404);
    const policyLink = (await footer()).find((column) => column.articleTitle === "政策条款")?.children[0];
    expect(
      refusalOf(await staffCall(desk.t.app, operatorCalls.helpArticleSave, { id: policyLink?.id ?? 0, title: "x", content: "<p>x</p>" }, desk.editor)),
    ).toEqual({
      status: 404,
      msg: "帮助文章不存在",
    });
    expect(
      refusalOf(await staffCall(desk.t.app, operatorCalls.helpArticleCreate, { columnId: partners?.id ?? 0, title: "x", content: "<p>x</p>" }, desk.editor)),
    ).toEqual({
      status: 404,
      msg: "栏目不存在",
    });
  });

  it.each([
    ["no title", { title: " " }, "请输入标题"],
    ["a title over 50 characters", { title: "帮".repeat(51) }, "标题不能超过50个字"],
    ["no body", { content: "" }, "请输入正文"],
    ["a body that is only a script", { content: "<script>alert(1)</script>" }, "请输入正文"],
  ])("refuses %s and writes nothing", async (_, change, message) => {
    const [column] = await staffData(desk.t.app, operatorCalls.helpTree, undefined, desk.editor);
    const before = await footer();
    const refused = await staffCall(
      desk.t.app,
      operatorCalls.helpArticleCreate,
      { columnId: column?.id ?? 0, title: "新文章", content: "<p>正文</p>", ...change },
      desk.editor,
    );
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).msg).toContain(message);
    expect(await footer()).toEqual(before);
  });
});

describe("who may change them", () => {
  it("lets reviewers read but not change, and keeps 客服 out", async () => {
    const [column] = await staffData(desk.t.app, operatorCalls.helpTree, undefined, desk.reviewer);
    const article = column?.articles[0]?.id ?? 1;
    expect((await staffCall(desk.t.app, operatorCalls.partnerLinkCreate, { name: "链接", url: "https://example.cn/" }, desk.reviewer)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.helpArticleSave, { id: article, title: "x", content: "<p>x</p>" }, desk.reviewer)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.helpDelete, { id: article }, desk.reviewer)).statusCode).toBe(403);
    for (const call of [operatorCalls.partnerLinks, operatorCalls.helpTree])
      expect((await staffCall(desk.t.app, call, undefined, desk.agent)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.helpArticle, { id: article }, desk.agent)).statusCode).toBe(403);
  });
});
