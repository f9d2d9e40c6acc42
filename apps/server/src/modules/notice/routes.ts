import {
  centerNoticeDetailQuerySchema,
  centerNoticeDetailResponse,
  centerNoticeListQuerySchema,
  centerNoticeListResponse,
  clickReadParamsSchema,
  markReadResponse,
  noReadCountResponse,
  noticeListQuerySchema,
  noticeListResponse,
  noticePaths,
  tabNoReadCountResponse,
} from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError, parseInput } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { createNoticeRepository } from "./repository.ts";

/** The notice calls: a member's notices with their own read state, and public announcements. */
export async function noticeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createNoticeRepository(db);
  const member = { preHandler: app.requireAuth };

  app.get(noticePaths.noReadCount, member, async (request) => {
    const counts = await repository.unreadByType(authOf(request).member.id);
    return noReadCountResponse.parse(ok(counts.noticeType0 + counts.noticeType1 + counts.noticeType2 + counts.noticeType3));
  });

  app.get(noticePaths.tabNoReadCount, member, async (request) => tabNoReadCountResponse.parse(ok(await repository.unreadByType(authOf(request).member.id))));

  app.get(noticePaths.list, member, async (request) => {
    const { current, size, noticeType } = parseInput(noticeListQuerySchema, request.query);
    return noticeListResponse.parse(ok(await repository.page(authOf(request).member.id, current, size, noticeType)));
  });

  app.get(`${noticePaths.clickRead}/:id`, member, async (request) => {
    const { id } = parseInput(clickReadParamsSchema, request.params);
    const memberId = authOf(request).member.id;
    if (!(await repository.exists(memberId, id))) throw new HttpError(404, "消息不存在");
    return markReadResponse.parse(ok(await repository.markRead(memberId, id)));
  });

  app.get(noticePaths.allRead, member, async (request) => markReadResponse.parse(ok(await repository.markRead(authOf(request).member.id))));

  app.get(noticePaths.centerNoticeList, async (request) => {
    const { current, size, title } = parseInput(centerNoticeListQuerySchema, request.query);
    return centerNoticeListResponse.parse(ok(await repository.centerPage(current, size, title || undefined)));
  });

  app.get(noticePaths.centerNoticeDetail, async (request) => {
    const { id } = parseInput(centerNoticeDetailQuerySchema, request.query);
    const detail = await repository.centerDetail(id);
    if (!detail) throw new HttpError(404, "公告不存在");
    return centerNoticeDetailResponse.parse(ok(detail));
  });
}
