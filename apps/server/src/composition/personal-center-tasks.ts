import { personalCenterCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { membershipAt } from "../capabilities/vip/membership.ts";
import { createVipRepository } from "../capabilities/vip/repository.ts";
import type { Database } from "../db/database.ts";
import { contractRoute } from "../http/contract-route.ts";
import { ok } from "../http/envelope.ts";
import { memberFrameOf } from "../platform/member/member-frame.ts";
import { createNoticeRepository } from "../platform/notice/repository.ts";
import { createOrganisationRepository } from "../platform/organisation/repository.ts";
import { authOf, type RequestAuth } from "../plugins/auth.ts";

/**
 * The personal center's waiting tasks in one answer: the invitations to the member's phone
 * (organisation), their unread notices (notices) and the selected business's VIP (a capability).
 * Three modules' reads, so the composition root serves it; each part is the same read as its own
 * call. The personal center's page asks for the tasks with the member frame (`center`): one call,
 * one session check, and the frame's access read beside the tasks' reads.
 */
export async function personalCenterTaskRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const organisation = createOrganisationRepository(db);
  const notices = createNoticeRepository(db);
  const vip = createVipRepository(db);

  async function tasksOf({ member, business }: RequestAuth) {
    const [invitations, unread, periods] = await Promise.all([
      organisation.invitationsFor(member.phone),
      notices.unreadByType(member.id),
      business ? vip.unrevokedPeriodsOf(business.businessId) : null,
    ]);
    return {
      invitations: invitations.map((row) => ({ id: row.id, businessName: row.businessName })),
      unread: unread.noticeType0 + unread.noticeType1 + unread.noticeType2 + unread.noticeType3,
      membership: periods ? membershipAt(periods, now()) : null,
    };
  }

  contractRoute(app, personalCenterCalls.tasks, async (request) => ok(await tasksOf(authOf(request))));

  contractRoute(app, personalCenterCalls.center, async (request) => {
    const auth = authOf(request);
    const [access, tasks] = await Promise.all([auth.business ? app.permissionGuard.accessOf(auth.member.id, auth.business.businessId) : null, tasksOf(auth)]);
    return ok({ frame: memberFrameOf(auth, access), tasks });
  });
}
