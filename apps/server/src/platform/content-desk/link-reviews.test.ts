import { homeCalls, operatorCalls } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, staffCall, staffData } from "../../testing/operator-desk.ts";
import { newOffSiteLinks } from "./link-reviews.ts";

// 站外链接的审核: a banner, 友情链接 or top line that would lead off the platform to an address it
// did not lead to before waits for a 内容审核 reviewer other than its editor; the portal shows it only
// once approved, never after a rejection; on-site links and unchanged links apply at once.

const desk = useContentDesk("links");
const app = () => desk.t.app;

const footerLinks = async () => {
  const tree = (await app().inject({ method: "GET", url: homeCalls.navigateTree.path, query: { menuCode: "INDUSTRY_NAVIGATE_FOOT" } })).json().data as {
    articleTitle: string;
    children: { articleTitle: string; url: string }[];
  }[];
  return (tree.find((column) => column.articleTitle === "友情链接")?.children ?? []).map((link) => `${link.articleTitle} → ${link.url}`);
};
const homeBanners = async () =>
  ((await app().inject({ method: "GET", url: homeCalls.bannerList.path, query: { position: "100" } })).json().data as { title: string; linkUrl: string }[]).map(
    (banner) => `${banner.title} → ${banner.linkUrl}`,
  );
const topLines = async () => (await staffData(app(), operatorCalls.siteTexts, undefined, desk.reviewer)).topTexts.map((line) => `${line.text} → ${line.link}`);
const waitingLinks = async () => (await staffData(app(), operatorCalls.reviewQueue, undefined, desk.reviewer)).entries.filter((entry) => entry.kind === "link");
const decide = (id: number, who: typeof desk.editor, decision: "approve" | "reject", reason?: string) =>
  staffCall(app(), operatorCalls.reviewDecide, { kind: "link", id, decision, ...(reason ? { reason } : {}) }, who);

describe("newOffSiteLinks", () => {
  it.each([
    [["/default/home"], [], []],
    [["https://www.jl.gov.cn/"], [], ["https://www.jl.gov.cn/"]],
    [["HTTPS://evil.example/"], [], ["HTTPS://evil.example/"]],
    [["https://www.jl.gov.cn/"], ["https://www.jl.gov.cn/"], []],
    [["https://a.example/", "https://a.example/", ""], ["/x"], ["https://a.example/"]],
  ])("%j after %j brings %j", (after, before, expected) => {
    expect(newOffSiteLinks(after, before)).toEqual(expected);
  });
});

describe("站外链接 wait for 内容审核", () => {
  it("holds an editor's off-site 友情链接 until another reviewer approves it, then the footer shows it", async () => {
    const before = await footerLinks();
    const created = await staffCall(app(), operatorCalls.partnerLinkCreate, { name: "吉林省政务服务网", url: "https://www.jl.gov.cn/" }, desk.editor);
    expect(created.json()).toMatchObject({ code: 200, msg: "含站外链接，已提交内容审核，审核通过后门户显示", data: { id: null, waitsForReview: true } });
    expect(await footerLinks()).toEqual(before);

    const [held] = (await staffData(app(), operatorCalls.linkReviews, { kind: "partner-link" }, desk.editor)).filter((r) => r.title === "吉林省政务服务网");
    expect(held).toMatchObject({ state: "pending", links: ["https://www.jl.gov.cn/"] });
    const entry = (await waitingLinks()).find((e) => e.id === held?.id);
    expect(entry?.title).toBe("【友情链接】吉林省政务服务网");
    const subject = await staffData(app(), operatorCalls.reviewSubject, { kind: "link", id: held?.id ?? 0 }, desk.reviewer);
    expect(subject.fields).toContainEqual(["新的站外链接", "https://www.jl.gov.cn/"]);
    expect(subject.fields).toContainEqual(["位置", "友情链接（新增）"]);

    // Its editor may not approve it, even holding the reviewer's key as an admin does.
    expect(refusalOf(await decide(held?.id ?? 0, desk.editor, "approve")).status).toBe(403);
    const own = await staffCall(app(), operatorCalls.partnerLinkCreate, { name: "管理员的链接", url: "https://own.example/" }, desk.admin);
    const ownId = (await waitingLinks()).find((e) => e.title === "【友情链接】管理员的链接")?.id ?? 0;
    expect(own.json().data.waitsForReview).toBe(true);
    expect(refusalOf(await decide(ownId, desk.admin, "approve"))).toEqual({ status: 409, msg: "不能审核自己提交的链接修改，请由另一位审核人员审核" });

    expect((await decide(held?.id ?? 0, desk.reviewer, "approve")).statusCode).toBe(200);
    expect((await footerLinks()).at(-1)).toBe("吉林省政务服务网 → https://www.jl.gov.cn/");
    expect((await staffData(app(), operatorCalls.linkReviews, { kind: "partner-link" }, desk.editor)).map((r) => r.id)).not.toContain(held?.id);
    // Decided once only.
    expect((await decide(held?.id ?? 0, desk.reviewer, "approve")).statusCode).toBe(409);

    // Renaming it keeps its approved address: applied at once.
    const id = (await staffData(app(), operatorCalls.partnerLinks, undefined, desk.editor)).find((link) => link.title === "吉林省政务服务网")?.id ?? 0;
    const renamed = await staffData(app(), operatorCalls.partnerLinkUpdate, { id, name: "吉林省人民政府", url: "https://www.jl.gov.cn/" }, desk.editor);
    expect(renamed.waitsForReview).toBe(false);
    expect((await footerLinks()).at(-1)).toBe("吉林省人民政府 → https://www.jl.gov.cn/");

    // A new address for it waits; rejected, the footer keeps the old one and the editor reads why.
    await staffData(app(), operatorCalls.partnerLinkUpdate, { id, name: "吉林省人民政府", url: "https://evil.example/pay" }, desk.editor);
    expect((await footerLinks()).at(-1)).toBe("吉林省人民政府 → https://www.jl.gov.cn/");
    const moved = (await waitingLinks()).find((e) => e.title === "【友情链接】吉林省人民政府");
    expect(refusalOf(await decide(moved?.id ?? 0, desk.reviewer, "reject"))).toMatchObject({ status: 400 });
    expect((await decide(moved?.id ?? 0, desk.reviewer, "reject", "非政府官方网站，请核实地址")).statusCode).toBe(200);
    expect((await footerLinks()).at(-1)).toBe("吉林省人民政府 → https://www.jl.gov.cn/");
    expect((await staffData(app(), operatorCalls.linkReviews, { kind: "partner-link" }, desk.editor)).find((r) => r.id === moved?.id)).toMatchObject({
      state: "rejected",
      rejectReason: "非政府官方网站，请核实地址",
    });
  });

  it("applies an on-site link at once and holds an off-site banner, shown on the home page only after approval", async () => {
    const picture = (await staffData(app(), operatorCalls.bannerList, undefined, desk.editor))[0]?.imgUrl ?? "";
    const banner = { position: "100" as const, title: "建筑市场信用评价公示", linkUrl: "https://xyjl.example.gov.cn/", sort: 0, imgUrl: picture };
    const held = await staffData(app(), operatorCalls.bannerCreate, banner, desk.editor);
    expect(held).toEqual({ id: null, waitsForReview: true });
    expect(await homeBanners()).not.toContain("建筑市场信用评价公示 → https://xyjl.example.gov.cn/");
    const waiting = (await waitingLinks()).find((e) => e.title === "【横幅】建筑市场信用评价公示");
    const subject = await staffData(app(), operatorCalls.reviewSubject, { kind: "link", id: waiting?.id ?? 0 }, desk.reviewer);
    expect(subject.images).toEqual([{ label: "横幅图片", url: picture }]);
    expect((await decide(waiting?.id ?? 0, desk.reviewer, "approve")).statusCode).toBe(200);
    expect((await homeBanners())[0]).toBe("建筑市场信用评价公示 → https://xyjl.example.gov.cn/");

    const onSite = await staffData(
      app(),
      operatorCalls.bannerCreate,
      { ...banner, title: "信用评价办法", linkUrl: "/default/news/news-list?category=policy" },
      desk.editor,
    );
    expect(onSite.waitsForReview).toBe(false);
    expect(await homeBanners()).toContain("信用评价办法 → /default/news/news-list?category=policy");

    // A held change of a banner deleted meanwhile cannot be approved, and changes nothing.
    await staffData(
      app(),
      operatorCalls.bannerUpdate,
      { id: onSite.id ?? 0, ...banner, title: "信用评价办法", linkUrl: "https://other.example/" },
      desk.editor,
    );
    await staffData(app(), operatorCalls.bannerDelete, { id: onSite.id ?? 0 }, desk.editor);
    const stale = (await waitingLinks()).find((e) => e.title === "【横幅】信用评价办法");
    expect(refusalOf(await decide(stale?.id ?? 0, desk.reviewer, "approve"))).toEqual({
      status: 409,
      msg: "要修改的横幅或友情链接已被删除，这条修改无法发布，请驳回",
    });
    expect(await homeBanners()).not.toContain("信用评价办法 → https://other.example/");
  });

  it("saves the hot words at once and holds top texts with a new off-site link", async () => {
    const before = await staffData(app(), operatorCalls.siteTexts, undefined, desk.editor);
    const topTexts = [{ text: "年度会费缴纳通知", link: "https://pay.example/fee" }, ...before.topTexts.slice(1)];
    const saved = await staffCall(app(), operatorCalls.siteTextsSave, { hotWords: ["智能建造", ...before.hotWords.slice(1)], topTexts }, desk.editor);
    expect(saved.json()).toMatchObject({
      msg: "热门搜索已保存；顶部文字含站外链接，已提交内容审核，审核通过后门户显示",
      data: { changed: true, waitsForReview: true },
    });
    const after = await staffData(app(), operatorCalls.siteTexts, undefined, desk.editor);
    expect(after.hotWords[0]).toBe("智能建造");
    expect(after.topTexts).toEqual(before.topTexts);

    const waiting = (await waitingLinks()).find((e) => e.title === "【顶部文字】顶部文字");
    expect((await decide(waiting?.id ?? 0, desk.reviewer, "approve")).statusCode).toBe(200);
    expect((await topLines())[0]).toBe("年度会费缴纳通知 → https://pay.example/fee");
    // The hot words saved since stay: approving the top texts changes only them.
    expect((await staffData(app(), operatorCalls.siteTexts, undefined, desk.editor)).hotWords[0]).toBe("智能建造");

    // The same approved address again, with other words: at once.
    const again = await staffData(
      app(),
      operatorCalls.siteTextsSave,
      { ...after, topTexts: [{ text: "会费缴纳通知", link: "https://pay.example/fee" }] },
      desk.editor,
    );
    expect(again.waitsForReview).toBe(false);
    expect(await topLines()).toEqual(["会费缴纳通知 → https://pay.example/fee"]);
  });

  it("refuses an unknown kind on the desks' list, and keeps 客服 out of it", async () => {
    expect((await staffCall(app(), operatorCalls.linkReviews, { kind: "article" } as never, desk.editor)).statusCode).toBe(400);
    expect((await staffCall(app(), operatorCalls.linkReviews, { kind: "banner" }, desk.agent)).statusCode).toBe(403);
  });
});
