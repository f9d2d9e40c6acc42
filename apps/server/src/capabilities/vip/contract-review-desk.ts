import { CONTRACT_REVIEW_STATE_LABELS, type CONTRACT_REVIEW_TABS, type ContractReviewState } from "@cidp/api-client/contract";
import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { ok } from "../../http/envelope.ts";
import { businesses } from "../../platform/member/schema.ts";
import { serviceNoticeToMember } from "../../platform/notice/business-notices.ts";
import type { StaffActor } from "../../platform/operator/member-admin.ts";
import { operatorAudit, operators } from "../../platform/operator/schema.ts";
import type { StaffRouteKit } from "../../platform/operator/staff-route-kit.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { refuse } from "../../runtime/refusal.ts";
import { type ContractReviewRow, fileLinksOf, memberNames, reviewView } from "./contract-review.ts";
import { vipContractReviews as r } from "./schema.ts";

/** The queue's tabs: what still needs the lawyers (oldest first), then what is done or withdrawn (newest first). */
const TABS = {
  open: { where: inArray(r.state, ["submitted", "reviewing"]), order: [asc(r.submittedAt), asc(r.id)] },
  done: { where: eq(r.state, "done"), order: [desc(r.submittedAt), desc(r.id)] },
  withdrawn: { where: eq(r.state, "withdrawn"), order: [desc(r.submittedAt), desc(r.id)] },
} as const satisfies Record<(typeof CONTRACT_REVIEW_TABS)[number], { where: SQL | undefined; order: SQL[] }>;

const MEMBER_PAGE = "/user/vip/contract-review";

/** The companies' names, by id. */
async function companyNames(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(inArray(businesses.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * 合同审查 in the back office: the reviews VIP businesses submitted, taken on by a member of the
 * legal staff (受理) and answered with an opinion, which the submitter is told of. Each step moves
 * the review only from the state it expects (of two staff at once, the second is refused), with its
 * audit line in the same transaction.
 */
export function contractReviewDeskRoutes({ db, now, route, actorOf }: StaffRouteKit, files: StoredFiles) {
  /** Moves a review from `from` by `change`, with its audit line (and `alongside`, the notice) in the same transaction. */
  async function step(
    id: number,
    actor: StaffActor,
    from: ContractReviewState,
    action: string,
    change: (reviewer: string, at: Date) => Partial<ContractReviewRow>,
    alongside?: (tx: Database, row: ContractReviewRow) => Promise<void>,
  ): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(r).where(eq(r.id, id)).for("update");
      if (!row) throw refuse("not_found", "合同审查不存在");
      if (row.state !== from) throw refuse("state", `该合同审查${CONTRACT_REVIEW_STATE_LABELS[row.state as ContractReviewState]}，不能进行此操作`);
      if (from === "reviewing" && row.reviewerId !== actor.operatorId)
        throw refuse("permission", `该合同审查由${row.reviewerName ?? "其他人员"}受理，请由受理人出具意见`);
      const [staff] = await tx.select({ name: operators.displayName }).from(operators).where(eq(operators.id, actor.operatorId));
      const [updated] = await tx
        .update(r)
        .set(change(staff?.name ?? "", at))
        .where(eq(r.id, id))
        .returning();
      if (!updated) throw new Error("contract review not updated");
      await tx.insert(operatorAudit).values({
        operatorId: actor.operatorId,
        action,
        subjectKind: "contract-review",
        subjectId: updated.id,
        detail: { title: updated.contractName },
        ip: actor.ip,
        createdAt: at,
      });
      await alongside?.(tx, updated);
    });
  }

  route("contractReviewQueue", async (request) => {
    const tab = TABS[request.query.state];
    const { current, size } = request.query;
    const found = await boundedPage(db, r, tab.where, [...tab.order], current, size);
    const [names, companies] = await Promise.all([
      memberNames(
        db,
        found.rows.map((row) => row.submittedBy),
      ),
      companyNames(
        db,
        found.rows.map((row) => row.businessId),
      ),
    ]);
    const records = found.rows.map((row) => {
      const { files: _files, opinion: _opinion, ...line } = reviewView(row, names.get(row.submittedBy)?.name ?? "", []);
      return { ...line, companyName: companies.get(row.businessId) ?? "" };
    });
    return ok({ records, total: found.total, current, size, pages: found.pages });
  });

  route("contractReviewDetail", async (request) => {
    const [row] = await db.select().from(r).where(eq(r.id, request.params.id));
    if (!row) throw refuse("not_found", "合同审查不存在");
    const [links, names, companies] = await Promise.all([fileLinksOf(files, [row]), memberNames(db, [row.submittedBy]), companyNames(db, [row.businessId])]);
    const submitter = names.get(row.submittedBy);
    return ok({
      ...reviewView(row, submitter?.name ?? "", links.get(row.id) ?? []),
      opinion: row.opinion,
      companyName: companies.get(row.businessId) ?? "",
      submitterPhone: submitter?.phone ?? "",
    });
  });

  route("contractReviewAccept", async (request) => {
    const actor = actorOf(request);
    await step(request.params.id, actor, "submitted", "contract-review.accepted", (reviewer, at) => ({
      state: "reviewing",
      reviewerId: actor.operatorId,
      reviewerName: reviewer,
      acceptedAt: at,
    }));
    return ok(null, "已受理，请在审查完成后出具意见");
  });

  route("contractReviewOpinion", async (request) => {
    await step(
      request.params.id,
      actorOf(request),
      "reviewing",
      "contract-review.answered",
      (_reviewer, at) => ({ state: "done", opinion: request.body.opinion, doneAt: at }),
      (tx, row) =>
        serviceNoticeToMember(tx, row.submittedBy, {
          title: "合同审查意见已出具",
          content: `您提交的《${row.contractName}》审查意见已出具，请在VIP会员·免费合同审查中查看`,
          jumpUrl: MEMBER_PAGE,
        }),
    );
    return ok(null, "审查意见已出具，已通知提交人");
  });
}
