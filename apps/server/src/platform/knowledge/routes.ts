import { knowledgeCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { paragraphsOf } from "../../http/rich-text.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { createKnowledgeRepository } from "./repository.ts";

/** Submissions one member may send a day: enough for an author, too few to flood the queue. */
const DAILY_SUBMISSIONS = 5;
const DAY_MS = 86_400_000;

/** 知识库投稿: submit (reviewed by an operator before it is published) and the member's own list. */
async function knowledgeRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const repository = createKnowledgeRepository(db);

  contractRoute(app, knowledgeCalls.submit, async (request) => {
    const { member, business } = authOf(request);
    const { title, summary, body } = request.body;
    const recent = await repository.countSubmittedSince(member.id, new Date(now().getTime() - DAY_MS));
    if (recent >= DAILY_SUBMISSIONS) throw new HttpError(429, `每天最多投稿${DAILY_SUBMISSIONS}篇，请明天再试`);
    const id = await repository.submit({
      memberId: member.id,
      businessName: business?.businessName ?? "",
      title,
      summary,
      content: paragraphsOf(body),
      submittedAt: now(),
    });
    return ok({ id }, "投稿成功，平台审核通过后发布");
  });

  contractRoute(app, knowledgeCalls.mine, async (request) => {
    const rows = await repository.ownSubmissions(authOf(request).member.id, 50);
    return ok(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        // Drafts are left out by the repository.
        state: r.state as Exclude<typeof r.state, "draft">,
        rejectReason: r.rejectReason,
        articleId: r.articleId,
        submitTime: formatDateTime(r.submittedAt),
      })),
    );
  });
}

/** The knowledge base and its submissions, registered by the composition root with the other collected route modules. */
export const knowledgeRouteModule = defineRouteModule({
  name: "knowledge",
  register: async (app, services) => {
    await app.register(knowledgeRoutes, services);
  },
});
