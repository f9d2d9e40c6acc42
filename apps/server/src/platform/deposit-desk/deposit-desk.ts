import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { boundedCount, pageOffset, reachablePages } from "../../db/paging.ts";
import { formatDateTime } from "../../http/format.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
import { bankCards } from "../bankcard/schema.ts";
import { corporateCertifications } from "../certification/schema.ts";
import { notices } from "../notice/schema.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import { operatorAudit } from "../operator/schema.ts";
import { depositDeskMessages as m } from "./deposit-desk.messages.ts";

/** A step finance may not take: the message it reads and the call's status. */
export class DepositDeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const c = corporateCertifications;
const b = bankCards;

/** A deposit finance still has to send: its submission waits for the amount and nobody marked it sent. */
const waitingToSend = and(eq(c.state, "awaiting_deposit"), isNull(c.depositSentAt));
/** A 对公 account bound in the member center and waiting for its check amount (bank_card_deposit_waiting_idx). */
const cardWaitingToSend = and(isNull(b.verifiedAt), isNull(b.depositSentAt));

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** Which queue a deposit is of: a corporate certification's, or a 对公 account's check (银行卡). */
export type DepositKind = "certification" | "bank_card";

/**
 * 认证打款 in the back office (CERTIFICATION_DEPOSIT=finance): finance lists the 对公小额打款 still
 * to send, oldest first — corporate certification's and the 对公 accounts bound on 银行卡 — with
 * the whole account number (opened here only, for the staff who transfer to it), transfers each
 * from the platform's account and marks it sent with the bank's serial. The mark, who made it and
 * when, the audit line and the member's notice are one transaction, and the mark is made once: the
 * update only takes a deposit nobody marked, so of two marks at once the second finds it taken and
 * is refused.
 */
export function createDepositDesk(deps: { db: Database; accounts: FieldCipher; now: () => Date }) {
  const { db, accounts, now } = deps;

  /** The first `limit` certification deposits waiting, as lines. */
  async function certificationLines(limit: number) {
    const rows = await db.select().from(c).where(waitingToSend).orderBy(asc(c.submittedAt), asc(c.id)).limit(limit);
    return rows.map((row) => ({
      kind: "certification" as const,
      id: row.id,
      companyName: row.companyName,
      bankName: row.bankName,
      accountNumber: accounts.open(row.accountCipher) ?? m.unreadable,
      // The certification form's account is the company's own: its name is the company's (routes.ts).
      accountName: row.companyName,
      amountYuan: yuan(row.depositAmountCents),
      reference: row.depositReference,
      at: row.submittedAt,
    }));
  }

  /** The first `limit` 对公 account checks waiting, as lines (the account's name is the business's: bankcard/routes.ts). */
  async function bankCardLines(limit: number) {
    const rows = await db.select().from(b).where(cardWaitingToSend).orderBy(asc(b.createdAt), asc(b.id)).limit(limit);
    return rows.map((row) => ({
      kind: "bank_card" as const,
      id: row.id,
      companyName: row.holderName,
      bankName: row.bankName,
      accountNumber: (row.accountCipher ? accounts.open(row.accountCipher) : null) ?? m.unreadable,
      accountName: row.holderName,
      amountYuan: yuan(row.depositAmountCents ?? 0),
      reference: row.depositReference ?? "",
      at: row.createdAt,
    }));
  }

  return {
    /**
     * A page of the deposits to send, the longest waiting first, of both queues: each queue reads
     * no more than the page's end along its own partial index, and the two are merged by time.
     */
    async waiting(current: number, size: number) {
      const [certificationTotal, cardTotal] = await Promise.all([boundedCount(db, c, waitingToSend), boundedCount(db, b, cardWaitingToSend)]);
      const total = certificationTotal + cardTotal;
      const offset = pageOffset(current, size);
      const pages = reachablePages(total, size);
      if (offset === null || offset >= total) return { records: [], total, current, size, pages };
      const end = offset + size;
      const [certification, cards] = await Promise.all([certificationLines(end), bankCardLines(end)]);
      const records = [...certification, ...cards]
        .sort((x, y) => x.at.getTime() - y.at.getTime() || x.id - y.id)
        .slice(offset, end)
        .map(({ at, ...line }) => ({ ...line, submitTime: formatDateTime(at) }));
      return { records, total, current, size, pages };
    },

    /** Marks a deposit sent with the bank's serial; the message finance reads. */
    async markSent(id: number, bankSerial: string, actor: StaffActor, kind: DepositKind = "certification"): Promise<string> {
      return kind === "bank_card" ? markCardSent(id, bankSerial, actor) : markCertificationSent(id, bankSerial, actor);
    },
  };

  async function markCertificationSent(id: number, bankSerial: string, actor: StaffActor): Promise<string> {
    const at = now();
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(c)
        .set({ depositSentAt: at, depositSentBy: actor.operatorId, depositBankSerial: bankSerial })
        .where(and(eq(c.id, id), waitingToSend))
        .returning();
      if (!row) return null;
      await tx.insert(operatorAudit).values({
        operatorId: actor.operatorId,
        action: "certification.deposit-sent",
        subjectKind: "corporate",
        subjectId: row.id,
        detail: { title: m.auditTitle(row.companyName, yuan(row.depositAmountCents), row.depositReference, bankSerial) },
        ip: actor.ip,
        createdAt: at,
      });
      await tx.insert(notices).values({
        memberId: row.submittedBy,
        noticeType: 2,
        title: m.noticeTitle,
        content: m.noticeContent(row.companyName, row.bankName, row.accountLast4),
        jumpType: 1,
        jumpUrl: `/user/standard-certification/my-detail?kind=corporate&id=${row.id}`,
      });
      return row;
    });
    if (sent) return m.marked(sent.companyName);
    // Nothing was marked: say why, from the row as it now stands.
    const [row] = await db.select().from(c).where(eq(c.id, id));
    if (!row) throw new DepositDeskError(404, m.missing);
    if (row.depositSentAt) throw new DepositDeskError(409, m.alreadySent(formatDateTime(row.depositSentAt), row.depositBankSerial ?? ""));
    throw new DepositDeskError(409, m.noLongerWaiting);
  }

  async function markCardSent(id: number, bankSerial: string, actor: StaffActor): Promise<string> {
    const at = now();
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(b)
        .set({ depositSentAt: at, depositSentBy: actor.operatorId, depositBankSerial: bankSerial })
        .where(and(eq(b.id, id), cardWaitingToSend))
        .returning();
      if (!row) return null;
      await tx.insert(operatorAudit).values({
        operatorId: actor.operatorId,
        action: "bankcard.deposit-sent",
        subjectKind: "bank_card",
        subjectId: row.id,
        detail: { title: m.auditTitle(row.holderName, yuan(row.depositAmountCents ?? 0), row.depositReference ?? "", bankSerial) },
        ip: actor.ip,
        createdAt: at,
      });
      await tx.insert(notices).values({
        memberId: row.memberId,
        noticeType: 2,
        title: m.cardNoticeTitle,
        content: m.cardNoticeContent(row.holderName, row.bankName, row.last4),
        jumpType: 1,
        jumpUrl: "/user/bankcard/bankcard",
      });
      return row;
    });
    if (sent) return m.cardMarked(sent.holderName);
    const [row] = await db.select().from(b).where(eq(b.id, id));
    if (!row) throw new DepositDeskError(404, m.cardMissing);
    if (row.depositSentAt) throw new DepositDeskError(409, m.alreadySent(formatDateTime(row.depositSentAt), row.depositBankSerial ?? ""));
    throw new DepositDeskError(409, m.cardNoLongerWaiting);
  }
}

export type DepositDesk = ReturnType<typeof createDepositDesk>;
