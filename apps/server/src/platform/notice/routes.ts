import { noticeCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { okIfFound } from "../../http/ok-if-found.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createNoticeRepository } from "./repository.ts";

/** The notice calls: a member's notices with their own read state, and public announcements. */
async function noticeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createNoticeRepository(db);

  contractRoute(app, noticeCalls.noReadCount, async (request) => {
    const counts = await repository.unreadByType(authOf(request).member.id);
    return ok(counts.noticeType0 + counts.noticeType1 + counts.noticeType2 + counts.noticeType3);
  });

  contractRoute(app, noticeCalls.tabNoReadCount, async (request) => ok(await repository.unreadByType(authOf(request).member.id)));

  contractRoute(app, noticeCalls.list, async (request) => {
    const { current, size, noticeType } = request.query;
    return ok(await repository.page(authOf(request).member.id, current, size, noticeType));
  });

  contractRoute(app, noticeCalls.clickRead, async (request) => {
    const memberId = authOf(request).member.id;
    if (!(await repository.exists(memberId, request.params.id))) throw refuse("not_found", "消息不存在");
    return ok(await repository.markRead(memberId, request.params.id));
  });

  contractRoute(app, noticeCalls.detail, async (request) => {
    // Another member's notice answers as if it did not exist.
    return okIfFound(await repository.readOne(authOf(request).member.id, request.params.id), "消息不存在");
  });

  contractRoute(app, noticeCalls.allRead, async (request) => ok(await repository.markRead(authOf(request).member.id)));

  contractRoute(app, noticeCalls.centerNoticeList, async (request) => {
    const { current, size, title } = request.query;
    return ok(await repository.centerPage(current, size, title || undefined));
  });

  contractRoute(app, noticeCalls.centerNoticeDetail, async (request) => okIfFound(await repository.centerDetail(request.query.id), "公告不存在"));
}

/** The member's notices and public announcements, registered by the composition root with the other collected route modules. */
export const noticeRouteModule = defineRouteModule({
  name: "notice",
  register: async (app, services) => {
    await app.register(noticeRoutes, services);
  },
});
