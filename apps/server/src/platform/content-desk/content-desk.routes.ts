import { ok } from "../../http/envelope.ts";
import { answeringRefusals, answeringWithMessage, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import type { BannerDesk } from "./banners.ts";
import { type ContentDesk, ContentDeskError } from "./content-desk.ts";
import { ContentPictureError, type ContentPictures } from "./content-pictures.ts";
import { HELD_FOR_REVIEW_MESSAGE } from "./link-reviews.ts";

/** What 内容管理's calls need: the desk, the pictures put into bodies and banners, and the banners. */
export interface ContentDeskParts {
  desk: ContentDesk;
  pictures: ContentPictures;
  banners: BannerDesk;
}

/** 内容管理: pieces listed, written, versioned and sent for review; published articles adopted or taken down; pictures uploaded. */
export function contentDeskRoutes({ route, actorOf }: StaffRouteKit, { desk, pictures, banners }: ContentDeskParts) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([ContentDeskError, ContentPictureError], run);
  const done = answeringWithMessage(refusing);
  route("contentList", async (request) => ok(await desk.list(request.query)));
  route("contentArticles", async (request) => ok(await desk.articles(request.query)));
  route("contentAdopt", async (request) => ok(await refusing(() => desk.adopt(request.params.id, actorOf(request)))));
  route("contentDetail", async (request) => ok(await refusing(() => desk.detail(request.params.id))));
  route("contentCreate", async (request) => ok(await refusing(() => desk.create(request.body, actorOf(request))), "已保存草稿"));
  route("contentSave", async (request) => {
    const { version, ...fields } = request.body;
    return ok(await refusing(() => desk.save(request.params.id, fields, version, actorOf(request))), "已保存");
  });
  route("contentSubmit", (request) => done("已提交审核，请等待另一位审核人员审核", () => desk.submit(request.params.id, actorOf(request))));
  route("contentUnpublish", (request) => done("已下架", () => desk.unpublish(request.params.id, actorOf(request))));
  route("contentRestore", async (request) =>
    ok(await refusing(() => desk.restore(request.params.id, request.body.versionId, actorOf(request))), "已恢复为该版本（草稿），提交审核后生效"),
  );
  route("contentPictureUpload", async (request) => ok(await refusing(() => pictures.upload(request.body, actorOf(request).operatorId))), {
    bodyLimit: 5 * 1024 * 1024,
  });
  route("contentPictureRegister", async (request) => ok(await refusing(() => pictures.register(request.body, actorOf(request).operatorId))));
  route("contentPictureConfirm", async (request) => ok(await refusing(() => pictures.confirm(request.params.id, actorOf(request).operatorId)), "图片已上传"));
  route("bannerList", async () => ok(await banners.list()));
  route("bannerCreate", async (request) => {
    const created = await refusing(() => banners.create(request.body, actorOf(request)));
    return ok(created, created.waitsForReview ? HELD_FOR_REVIEW_MESSAGE : "已新增，门户立即显示");
  });
  route("bannerUpdate", async (request) => {
    const saved = await refusing(() => banners.update(request.params.id, request.body, actorOf(request)));
    return ok({ waitsForReview: saved.waitsForReview }, saved.waitsForReview ? HELD_FOR_REVIEW_MESSAGE : "已保存，门户立即显示");
  });
  route("bannerDelete", (request) => done("已删除", () => banners.remove(request.params.id, actorOf(request))));
}
