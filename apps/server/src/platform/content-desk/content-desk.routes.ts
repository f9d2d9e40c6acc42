import { operatorCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { answeringRefusals, answeringWithMessage, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import type { BannerDesk } from "./banners.ts";
import { type ContentDesk, ContentDeskError } from "./content-desk.ts";
import { ContentPictureError, type ContentPictures } from "./content-pictures.ts";

/** What 内容管理's calls need: the desk, the pictures put into bodies and banners, and the banners. */
export interface ContentDeskParts {
  desk: ContentDesk;
  pictures: ContentPictures;
  banners: BannerDesk;
}

/** 内容管理: pieces listed, written, versioned and sent for review; published articles adopted or taken down; pictures uploaded. */
export function contentDeskRoutes(app: FastifyInstance, { staff, actorOf }: StaffRouteKit, { desk, pictures, banners }: ContentDeskParts) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([ContentDeskError, ContentPictureError], run);
  const done = answeringWithMessage(refusing);
  contractRoute(app, operatorCalls.contentList, async (request) => ok(await desk.list(request.query)), staff("contentList"));
  contractRoute(app, operatorCalls.contentArticles, async (request) => ok(await desk.articles(request.query)), staff("contentArticles"));
  contractRoute(
    app,
    operatorCalls.contentAdopt,
    async (request) => ok(await refusing(() => desk.adopt(request.params.id, actorOf(request)))),
    staff("contentAdopt"),
  );
  contractRoute(app, operatorCalls.contentDetail, async (request) => ok(await refusing(() => desk.detail(request.params.id))), staff("contentDetail"));
  contractRoute(
    app,
    operatorCalls.contentCreate,
    async (request) => ok(await refusing(() => desk.create(request.body, actorOf(request))), "已保存草稿"),
    staff("contentCreate"),
  );
  contractRoute(
    app,
    operatorCalls.contentSave,
    async (request) => {
      const { version, ...fields } = request.body;
      return ok(await refusing(() => desk.save(request.params.id, fields, version, actorOf(request))), "已保存");
    },
    staff("contentSave"),
  );
  contractRoute(
    app,
    operatorCalls.contentSubmit,
    (request) => done("已提交审核，请等待另一位审核人员审核", () => desk.submit(request.params.id, actorOf(request))),
    staff("contentSubmit"),
  );
  contractRoute(
    app,
    operatorCalls.contentUnpublish,
    (request) => done("已下架", () => desk.unpublish(request.params.id, actorOf(request))),
    staff("contentUnpublish"),
  );
  contractRoute(
    app,
    operatorCalls.contentRestore,
    async (request) =>
      ok(await refusing(() => desk.restore(request.params.id, request.body.versionId, actorOf(request))), "已恢复为该版本（草稿），提交审核后生效"),
    staff("contentRestore"),
  );
  contractRoute(
    app,
    operatorCalls.contentPictureUpload,
    async (request) => ok(await refusing(() => pictures.upload(request.body, actorOf(request).operatorId))),
    { ...staff("contentPictureUpload"), bodyLimit: 5 * 1024 * 1024 },
  );
  contractRoute(
    app,
    operatorCalls.contentPictureRegister,
    async (request) => ok(await refusing(() => pictures.register(request.body, actorOf(request).operatorId))),
    staff("contentPictureRegister"),
  );
  contractRoute(
    app,
    operatorCalls.contentPictureConfirm,
    async (request) => ok(await refusing(() => pictures.confirm(request.params.id, actorOf(request).operatorId)), "图片已上传"),
    staff("contentPictureConfirm"),
  );
  contractRoute(app, operatorCalls.bannerList, async () => ok(await banners.list()), staff("bannerList"));
  contractRoute(
    app,
    operatorCalls.bannerCreate,
    async (request) => ok(await refusing(() => banners.create(request.body, actorOf(request))), "已新增，门户立即显示"),
    staff("bannerCreate"),
  );
  contractRoute(
    app,
    operatorCalls.bannerUpdate,
    (request) => done("已保存，门户立即显示", () => banners.update(request.params.id, request.body, actorOf(request))),
    staff("bannerUpdate"),
  );
  contractRoute(app, operatorCalls.bannerDelete, (request) => done("已删除", () => banners.remove(request.params.id, actorOf(request))), staff("bannerDelete"));
}
