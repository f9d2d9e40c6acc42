import { CONTRACT_REVIEW_STATE_LABELS, type ContractReviewState, type contractReviewSubmitSchema } from "@cidp/api-client/contract";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { members } from "../../platform/member/schema.ts";
import { ownAttachments } from "../../platform/upload/own-attachments.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { refuse } from "../../runtime/refusal.ts";
import { runningAt } from "./running-period.ts";
import { vipContractReviews, vipGrants, vipPlans } from "./schema.ts";

type Handle = Pick<Database, "select">;
export type ContractReviewRow = typeof vipContractReviews.$inferSelect;

/** The period running at `at` with its plan's allowance of reviews, or none. */
export async function runningAllowance(db: Handle, businessId: number, at: Date) {
  const [row] = await db
    .select({ grantId: vipGrants.id, endsAt: vipGrants.endsAt, planName: vipPlans.name, allowance: vipPlans.contractReviews })
    .from(vipGrants)
    .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
    .where(and(eq(vipGrants.businessId, businessId), runningAt(at)))
    .orderBy(asc(vipGrants.startsAt))
    .limit(1);
  return row ?? null;
}

/** Reviews a period has used: every one submitted in it that was not withdrawn. */
async function usedIn(db: Handle, grantId: number): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(vipContractReviews)
    .where(and(eq(vipContractReviews.grantId, grantId), ne(vipContractReviews.state, "withdrawn")));
  return row?.used ?? 0;
}

/** The allowance as the member page shows it: the plan's count, what the running period used, its end. */
export async function allowanceView(db: Handle, businessId: number, at: Date) {
  const running = await runningAllowance(db, businessId, at);
  if (!running) return { planName: null, allowance: 0, used: 0, periodEnd: null };
  return { planName: running.planName, allowance: running.allowance, used: await usedIn(db, running.grantId), periodEnd: formatDateTime(running.endsAt) };
}

/** Why a business may not submit: not a VIP, or a plan without the benefit (what to do: the plan that has it). */
const NO_ALLOWANCE = "免费合同审查为企业VIP会员权益（每个会员期2次），当前企业的会员不含此项，请在VIP会员页开通企业VIP";

/**
 * Submits a contract for review against the running period's allowance. The period's row is locked
 * first, so two submissions at once (two members, two instances) count one after the other and
 * never pass the allowance together.
 */
export async function submitContractReview(
  db: Database,
  files: StoredFiles,
  input: { businessId: number; memberId: number; at: Date; body: z.infer<typeof contractReviewSubmitSchema> },
): Promise<number> {
  const attached = await ownAttachments(files, input.memberId, input.body.fileIds, "合同文件");
  return db.transaction(async (tx) => {
    const running = await runningAllowance(tx, input.businessId, input.at);
    if (!running || running.allowance === 0) throw refuse("permission", NO_ALLOWANCE);
    await tx.select({ id: vipGrants.id }).from(vipGrants).where(eq(vipGrants.id, running.grantId)).for("update");
    const used = await usedIn(tx, running.grantId);
    if (used >= running.allowance)
      throw refuse(
        "limit",
        `本会员期的${running.allowance}次免费合同审查已用完（至${formatDateTime(running.endsAt).slice(0, 10)}），续费后将重新计算；也可购买法律服务套餐`,
      );
    const { contractName, contractType, counterparty, amountYuan, focus } = input.body;
    const [row] = await tx
      .insert(vipContractReviews)
      .values({
        businessId: input.businessId,
        grantId: running.grantId,
        submittedBy: input.memberId,
        contractName,
        contractType,
        counterparty,
        amountYuan: amountYuan ?? null,
        focus,
        fileIds: attached.map((file) => file.id),
        submittedAt: input.at,
      })
      .returning({ id: vipContractReviews.id });
    if (!row) throw new Error("contract review not written");
    return row.id;
  });
}

/** Withdraws a review the platform has not taken on yet; its place in the allowance comes back. */
export async function withdrawContractReview(db: Database, businessId: number, id: number): Promise<void> {
  const [row] = await db
    .update(vipContractReviews)
    .set({ state: "withdrawn" })
    .where(and(eq(vipContractReviews.id, id), eq(vipContractReviews.businessId, businessId), eq(vipContractReviews.state, "submitted")))
    .returning({ id: vipContractReviews.id });
  if (row) return;
  const [found] = await db
    .select({ state: vipContractReviews.state })
    .from(vipContractReviews)
    .where(and(eq(vipContractReviews.id, id), eq(vipContractReviews.businessId, businessId)));
  if (!found) throw refuse("not_found", "合同审查不存在");
  throw refuse("state", `该合同审查${CONTRACT_REVIEW_STATE_LABELS[found.state as ContractReviewState]}，不能撤回`);
}

/** A review as both sides read it: its files with download links, names of who submitted and reviewed. */
export function reviewView(row: ContractReviewRow, submitterName: string, fileLinks: readonly { id: number; name: string; link: string }[]) {
  const state = row.state as ContractReviewState;
  return {
    id: row.id,
    contractName: row.contractName,
    contractType: row.contractType,
    counterparty: row.counterparty,
    amountYuan: row.amountYuan,
    focus: row.focus,
    state,
    stateLabel: CONTRACT_REVIEW_STATE_LABELS[state],
    submitterName,
    submitTime: formatDateTime(row.submittedAt),
    acceptTime: row.acceptedAt ? formatDateTime(row.acceptedAt) : null,
    doneTime: row.doneAt ? formatDateTime(row.doneAt) : null,
    reviewerName: row.reviewerName,
    opinion: row.state === "done" ? row.opinion : null,
    files: [...fileLinks],
  };
}

/** The download links of the reviews' files, by review. */
export async function fileLinksOf(files: StoredFiles, rows: readonly ContractReviewRow[]) {
  const stored = await files.files(rows.flatMap((row) => row.fileIds));
  return new Map(
    rows.map((row) => [
      row.id,
      row.fileIds.flatMap((id) => {
        const file = stored.get(id);
        return file ? [{ id, name: file.fileName, link: files.downloadLink(file) }] : [];
      }),
    ]),
  );
}

/** The members' names (submitters), by id. */
export async function memberNames(db: Handle, ids: readonly number[]): Promise<Map<number, { name: string; phone: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: members.realName, phone: members.phone })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, phone: row.phone }]));
}

/** The business's reviews, newest first, a page at a time (with the total: a business files a handful a year). */
export async function businessReviews(db: Database, files: StoredFiles, businessId: number, current: number, size: number) {
  const where = eq(vipContractReviews.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vipContractReviews)
      .where(where)
      .orderBy(desc(vipContractReviews.submittedAt), desc(vipContractReviews.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ n: count() }).from(vipContractReviews).where(where),
  ]);
  const [links, names] = await Promise.all([
    fileLinksOf(files, rows),
    memberNames(
      db,
      rows.map((row) => row.submittedBy),
    ),
  ]);
  return {
    records: rows.map((row) => reviewView(row, names.get(row.submittedBy)?.name ?? "", links.get(row.id) ?? [])),
    total: total?.n ?? 0,
  };
}
