import { ok } from "../../http/envelope.ts";
import { HELD_FOR_REVIEW_MESSAGE, type LinkReviews } from "../content-desk/link-reviews.ts";
import { answeringRefusals, answeringWithMessage, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import type { SiteNav } from "./site-nav.ts";
import { type SiteTextsDesk, SiteTextsError } from "./site-texts.ts";

/** What the site texts' calls need: the dictionaries' texts and the footer's navigation. */
export interface SiteTextsParts {
  texts: SiteTextsDesk;
  nav: SiteNav;
  /** The held off-site links each desk page lists (banners' too). */
  linkReviews: LinkReviews;
}

/** 热门搜索与顶部文字, 友情链接 and 帮助中心: read by the content staff, changed by editors. */
export function siteTextsRoutes({ route, actorOf }: StaffRouteKit, { texts, nav, linkReviews }: SiteTextsParts) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([SiteTextsError], run);
  const done = answeringWithMessage(refusing);
  route("siteTexts", async () => ok(await texts.read()));
  route("siteTextsSave", async (request) => {
    const saved = await refusing(() => texts.save(request.body, actorOf(request)));
    if (saved.waitsForReview) return ok(saved, `热门搜索已保存；顶部文字${HELD_FOR_REVIEW_MESSAGE}`);
    return ok(saved, saved.changed ? "已保存，门户下一页即显示" : "内容未改变");
  });
  route("linkReviews", async (request) => ok(await linkReviews.recent(request.query.kind)));

  route("partnerLinks", async () => ok(await nav.partnerLinks()));
  route("partnerLinkCreate", async (request) => {
    const created = await refusing(() => nav.createPartnerLink(request.body, actorOf(request)));
    return ok(created, created.waitsForReview ? HELD_FOR_REVIEW_MESSAGE : "已新增，门户下一页即显示");
  });
  route("partnerLinkUpdate", async (request) => {
    const saved = await refusing(() => nav.updatePartnerLink(request.params.id, request.body, actorOf(request)));
    return ok({ waitsForReview: saved.waitsForReview }, saved.waitsForReview ? HELD_FOR_REVIEW_MESSAGE : "已保存，门户下一页即显示");
  });
  route("partnerLinkMove", (request) => done("已调整顺序", () => nav.movePartnerLink(request.params.id, request.body.direction, actorOf(request))));
  route("partnerLinkDelete", (request) => done("已删除", () => nav.deletePartnerLink(request.params.id, actorOf(request))));

  route("helpTree", async () => ok(await nav.helpTree()));
  route("helpArticle", async (request) => ok(await refusing(() => nav.helpArticle(request.params.id))));
  route("helpArticleCreate", async (request) => {
    const { columnId, ...fields } = request.body;
    return ok(await refusing(() => nav.createHelpArticle(columnId, fields, actorOf(request))), "已新增，帮助中心立即显示");
  });
  route("helpArticleSave", (request) => done("已保存，帮助中心立即显示", () => nav.saveHelpArticle(request.params.id, request.body, actorOf(request))));
  route("helpMove", (request) => done("已调整顺序", () => nav.moveHelpArticle(request.params.id, request.body.direction, actorOf(request))));
  route("helpDelete", (request) => done("已删除", () => nav.deleteHelpEntry(request.params.id, actorOf(request))));
}
