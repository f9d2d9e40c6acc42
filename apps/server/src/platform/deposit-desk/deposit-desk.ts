import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { boundedPage } from "../../db/paging.ts";
import { formatDateTime } from "../../http/format.ts";
import type { FieldCipher } from "../../security/field-cipher.ts";
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

/** A deposit finance still has to send: its submission waits for the amount and nobody marked it sent. */
const waitingToSend = and(eq(c.state, "awaiting_deposit"), isNull(c.depositSentAt));

const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * 认证打款 in the back office (CERTIFICATION_DEPOSIT=finance): finance lists the 对公小额打款 of
 * corporate certification still to send, oldest first, with the whole account number (opened
 * here only, for the staff who transfer to it), transfers each from the platform's account and
 * marks it sent with the bank's serial. The mark, who made it and when, the audit line and the
 * submitter's notice are one transaction, and the mark is made once: the update only takes a
 * deposit nobody marked, so of two marks at once the second finds it taken and is refused.
 */
export function createDepositDesk(deps: { db: Database; accounts: FieldCipher; now: () => Date }) {
  const { db, accounts, now } = deps;

  return {
    /** A page of the deposits to send, the longest waiting first. */
    async waiting(current: number, size: number) {
      const { rows, total, pages } = await boundedPage(db, c, waitingToSend, [asc(c.submittedAt), asc(c.id)], current, size);
      return {
        records: rows.map((row) => ({
          id: row.id,
          companyName: row.companyName,
          bankName: row.bankName,
          accountNumber: accounts.open(row.accountCipher) ?? m.unreadable,
          // The certification form's account is the company's own: its name is the company's (routes.ts).
          accountName: row.companyName,
          amountYuan: yuan(row.depositAmountCents),
          reference: row.depositReference,
          submitTime: formatDateTime(row.submittedAt),
        })),
        total,
        current,
        size,
        pages,
      };
    },

    /** Marks a deposit sent with the bank's serial; the message finance reads. */
    async markSent(id: number, bankSerial: string, actor: StaffActor): Promise<string> {
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
    },
  };
}

export type DepositDesk = ReturnType<typeof createDepositDesk>;
