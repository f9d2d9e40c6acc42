import { LEGAL_DOCUMENT_KEYS, LEGAL_PROPOSAL_REFUSALS, LEGAL_PROPOSAL_STATES, type LegalProposalFields, parseLegalText } from "@cidp/api-client/contract";
import { and, asc, count, desc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type WaitingQueue, waitingQueue } from "../../db/waiting-queue.ts";
import { formatDateTime, parseFormTime } from "../../http/format.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import { operatorDisplayNames } from "../operator/operator-names.ts";
import { operatorAudit } from "../operator/schema.ts";
import { scheduleInForce } from "./legal-in-force.ts";
import { legalDocuments, legalProposals } from "./schema.ts";

type LegalKey = (typeof LEGAL_DOCUMENT_KEYS)[number];
type ProposalRow = typeof legalProposals.$inferSelect;

/** The titles of the documents, for a document that has no version yet. */
const DEFAULT_TITLES: Readonly<Record<LegalKey, string>> = { "user-agreement": "用户协议", "privacy-policy": "隐私政策", "copyright-notice": "版权声明" };

/** The message a proposer reads when a second person must decide. */
export const OWN_PROPOSAL_REFUSAL = "不能审核自己提交的稿件，请由另一位审核人员审核";

/** A refusal of 法律文件 the staff read (400 on a field, 404, 409 for a taken version name). */
export class LegalDeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * 法律文件 in the back office: the documents and their versions, and new versions proposed by an
 * editor, which take effect only when a second person approves them (the review source `legal`)
 * and then from their effective time, which the portal's reads compare with the clock.
 */
export function createLegalDesk(db: Database, now: () => Date = () => new Date()) {
  const names = (ids: readonly (number | null)[]) => operatorDisplayNames(db, ids);

  const versionsOf = (key: string) =>
    db.select().from(legalDocuments).where(eq(legalDocuments.key, key)).orderBy(desc(legalDocuments.effectiveAt), desc(legalDocuments.version));

  /** Each version's place: the newest whose time has come is in force, later ones wait, earlier ones are superseded. */
  const statusOf = (rows: readonly (typeof legalDocuments.$inferSelect)[], at: Date) => {
    const current = rows.find((row) => row.effectiveAt.getTime() <= at.getTime());
    return (row: typeof legalDocuments.$inferSelect) =>
      row === current ? ("in-force" as const) : row.effectiveAt.getTime() > at.getTime() ? ("scheduled" as const) : ("superseded" as const);
  };

  return {
    /** The three documents with the version in force, how many versions each has and how many proposals wait. */
    async overview() {
      const at = now();
      const waiting = await db
        .select({ key: legalProposals.key, n: count() })
        .from(legalProposals)
        .where(eq(legalProposals.state, "pending"))
        .groupBy(legalProposals.key);
      return Promise.all(
        LEGAL_DOCUMENT_KEYS.map(async (key) => {
          const rows = await versionsOf(key);
          const current = rows.find((row) => row.effectiveAt.getTime() <= at.getTime());
          return {
            key,
            title: current?.title ?? DEFAULT_TITLES[key],
            version: current?.version ?? "",
            effectiveTime: current ? formatDateTime(current.effectiveAt) : "",
            versions: rows.length,
            pending: waiting.find((w) => w.key === key)?.n ?? 0,
          };
        }),
      );
    },

    /** One document: its versions newest first (the one in force marked) and its proposals, newest first. */
    async document(key: LegalKey) {
      const at = now();
      const rows = await versionsOf(key);
      const status = statusOf(rows, at);
      const current = rows.find((row) => status(row) === "in-force");
      const proposals = await db.select().from(legalProposals).where(eq(legalProposals.key, key)).orderBy(desc(legalProposals.proposedAt)).limit(50);
      const who = await names(proposals.flatMap((p) => [p.proposedBy, p.reviewedBy]));
      return {
        key,
        title: current?.title ?? DEFAULT_TITLES[key],
        current: current?.version ?? "",
        versions: rows.map((row) => ({ version: row.version, title: row.title, effectiveTime: formatDateTime(row.effectiveAt), status: status(row) })),
        proposals: proposals.map((p) => ({
          id: p.id,
          version: p.version,
          title: p.title,
          effectiveTime: formatDateTime(p.effectiveAt),
          state: p.state as keyof typeof LEGAL_PROPOSAL_STATES,
          stateLabel: LEGAL_PROPOSAL_STATES[p.state as keyof typeof LEGAL_PROPOSAL_STATES] ?? p.state,
          proposer: who.get(p.proposedBy) ?? "—",
          proposeTime: formatDateTime(p.proposedAt),
          reviewer: p.reviewedBy === null ? "" : (who.get(p.reviewedBy) ?? "—"),
          rejectReason: p.rejectReason,
        })),
        currentSections: current?.sections ?? [],
      };
    },

    /** One version in full; null when the document has no such version. */
    async version(key: LegalKey, version: string) {
      const rows = await versionsOf(key);
      const row = rows.find((r) => r.version === version);
      if (!row) return null;
      return {
        key,
        version: row.version,
        title: row.title,
        effectiveTime: formatDateTime(row.effectiveAt),
        status: statusOf(rows, now())(row),
        sections: row.sections,
      };
    },

    /**
     * A new version proposed, waiting for a second person: its name not yet used by the document (nor
     * by another waiting proposal), its time now or later; written with its audit line or not at all.
     */
    async propose(key: LegalKey, fields: LegalProposalFields, actor: StaffActor): Promise<{ id: number }> {
      const effectiveAt = parseFormTime(fields.effectiveAt);
      if (!effectiveAt) throw new LegalDeskError(400, "生效时间不是有效的日期时间");
      const minute = Math.floor(now().getTime() / 60_000) * 60_000;
      if (effectiveAt.getTime() < minute) throw new LegalDeskError(400, LEGAL_PROPOSAL_REFUSALS.effectiveAt);
      const sections = parseLegalText(fields.text);
      if (!sections || sections.length === 0) throw new LegalDeskError(400, "请输入正文");
      return db.transaction(async (tx) => {
        const [published] = await tx
          .select({ version: legalDocuments.version })
          .from(legalDocuments)
          .where(and(eq(legalDocuments.key, key), eq(legalDocuments.version, fields.version)));
        if (published) throw new LegalDeskError(409, LEGAL_PROPOSAL_REFUSALS.version);
        const [row] = await tx
          .insert(legalProposals)
          .values({ key, version: fields.version, title: fields.title, sections, effectiveAt, proposedBy: actor.operatorId, proposedAt: now() })
          .onConflictDoNothing()
          .returning({ id: legalProposals.id });
        if (!row) throw new LegalDeskError(409, LEGAL_PROPOSAL_REFUSALS.version);
        await tx.insert(operatorAudit).values({
          operatorId: actor.operatorId,
          action: "legal.proposed",
          subjectKind: "legal",
          subjectId: row.id,
          detail: { document: DEFAULT_TITLES[key], version: fields.version, effectiveAt: formatDateTime(effectiveAt) },
          ip: actor.ip,
          createdAt: now(),
        });
        return row;
      });
    },

    /** The waiting proposals, oldest first, and how many wait. */
    pending(limit: number): Promise<WaitingQueue<ProposalRow>> {
      const isPending = eq(legalProposals.state, "pending");
      return waitingQueue(
        db,
        db.select().from(legalProposals).where(isPending).orderBy(asc(legalProposals.proposedAt)).limit(limit),
        db.select({ one: sql<number>`1` }).from(legalProposals).where(isPending),
      );
    },

    /** A proposal with its proposer's name and the document's version in force now (to compare). */
    async proposal(id: number) {
      const [row] = await db.select().from(legalProposals).where(eq(legalProposals.id, id));
      if (!row) return null;
      const [current] = await db
        .select({ version: legalDocuments.version })
        .from(legalDocuments)
        .where(and(eq(legalDocuments.key, row.key), lte(legalDocuments.effectiveAt, now())))
        .orderBy(desc(legalDocuments.effectiveAt))
        .limit(1);
      const proposer = (await names([row.proposedBy])).get(row.proposedBy) ?? "—";
      return { row, document: DEFAULT_TITLES[row.key as LegalKey] ?? row.key, current: current?.version ?? "", proposer };
    },

    /**
     * A reviewer's decision. Approving publishes the version (in force from its time, or from now when
     * the time passed while it waited); rejecting sends it back with the reason. Nobody decides their
     * own proposal; false when it no longer waits.
     */
    async decide(id: number, reviewerId: number, decision: { approve: true } | { approve: false; reason: string }): Promise<boolean | { refused: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(legalProposals).where(eq(legalProposals.id, id)).for("update");
        if (row?.state !== "pending") return false;
        if (row.proposedBy === reviewerId) return { refused: OWN_PROPOSAL_REFUSAL };
        const at = now();
        if (!decision.approve) {
          await tx
            .update(legalProposals)
            .set({ state: "rejected", reviewedBy: reviewerId, decidedAt: at, rejectReason: decision.reason.slice(0, 400) })
            .where(eq(legalProposals.id, id));
          return true;
        }
        const effectiveAt = row.effectiveAt.getTime() < at.getTime() ? at : row.effectiveAt;
        const [published] = await tx
          .insert(legalDocuments)
          .values({ key: row.key, version: row.version, title: row.title, sections: row.sections, effectiveAt })
          .onConflictDoNothing()
          .returning({ version: legalDocuments.version });
        if (!published) return { refused: LEGAL_PROPOSAL_REFUSALS.version };
        await tx.update(legalProposals).set({ state: "approved", reviewedBy: reviewerId, decidedAt: at, effectiveAt }).where(eq(legalProposals.id, id));
        // In force now: the insert's trigger tells the portals. Later: a job tells them at its time.
        if (effectiveAt.getTime() > at.getTime()) await scheduleInForce(tx, row.key, row.version, effectiveAt);
        return true;
      });
    },
  };
}

/** 法律文件 in the back office. */
export type LegalDesk = ReturnType<typeof createLegalDesk>;
