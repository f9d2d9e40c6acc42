import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/database.ts";
import { keywordMatch } from "../../../db/keyword-match.ts";
import { containsPattern } from "../../../db/like.ts";
import { businesses } from "../../member/schema.ts";
import { serviceOrders } from "../../order/schema.ts";
import { bankTransferCheckouts, bankTransferReceipts, bankTransferRefunds, payments } from "../schema.ts";

/** How many rows finance's lists show at once: the newest first, narrowed by the search. */
const LIST_LIMIT = 100;

/** A transfer as finance sees it: whose, for which order, how much, since when. */
export interface TransferLine {
  paymentId: string;
  orderId: number;
  reference: string;
  companyName: string;
  orderNo: string;
  title: string;
  amountFen: number;
  createdAt: Date;
  /** open: the order waits for it; closed: the order no longer does (cancelled, or another method chosen) — money arriving is still confirmed, then refunded. */
  paymentStatus: string;
}

/** A refund finance owes by transfer. */
export interface RefundTaskLine {
  refundId: string;
  orderId: number;
  reference: string;
  companyName: string;
  orderNo: string;
  amountFen: number;
  reason: string;
  createdAt: Date;
  /** The transfer it repays, as received: where the money came from. */
  receivedSerial: string;
}

/**
 * How many transfers a search finds through the bigram indexes before its word counts as common:
 * twice the longest list. Each one found costs its row's bigrams, so the look-up stays short.
 */
const INDEXED_MATCHES = 200;

/**
 * Finance's search of transfers: the reference, the paying company or the order number containing
 * the text (undefined when empty), as a condition on the transfer's payment for every list. Each
 * column is read through its bigram index (keyword-match.ts), so a word nobody wrote is answered at
 * once instead of checking every transfer of every list; the transfers found, when no more than
 * INDEXED_MATCHES, are the condition. A common word (a reference prefix, a big buyer's name) is
 * checked row by row along each list's own order instead, where matches are dense and a page fills soon.
 */
export async function transferSearch(db: Database, search: string): Promise<SQL | undefined> {
  const text = search.trim();
  if (!text) return undefined;
  const ofOrders = () =>
    db
      .select({ paymentId: bankTransferCheckouts.paymentId })
      .from(bankTransferCheckouts)
      .innerJoin(payments, eq(payments.id, bankTransferCheckouts.paymentId))
      .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId));
  const found = await unionAll(
    db.select({ paymentId: bankTransferCheckouts.paymentId }).from(bankTransferCheckouts).where(keywordMatch(text, bankTransferCheckouts.reference)),
    ofOrders().where(keywordMatch(text, serviceOrders.orderNo)),
    ofOrders().innerJoin(businesses, eq(businesses.id, serviceOrders.buyerBusinessId)).where(keywordMatch(text, businesses.name)),
  ).limit(INDEXED_MATCHES + 1);
  if (found.length <= INDEXED_MATCHES) {
    const ids = [...new Set(found.map((row) => row.paymentId))];
    return ids.length > 0 ? inArray(bankTransferCheckouts.paymentId, ids) : sql`false`;
  }
  const pattern = containsPattern(text);
  return or(ilike(bankTransferCheckouts.reference, pattern), ilike(businesses.name, pattern), ilike(serviceOrders.orderNo, pattern));
}

/** The receipt finance records on confirming a transfer. */
export interface ReceiptRecord {
  paymentId: string;
  bankSerial: string;
  amountFen: number;
  receivedOn: string;
  receiptObjectKey: string;
  receiptType: string;
  confirmedBy: number;
  confirmedAt: Date;
}

/** The refund transfer finance records on marking a refund done. */
export interface RefundRecord {
  payeeAccount: string;
  bankSerial: string;
  receiptObjectKey: string;
  receiptType: string;
  doneBy: number;
  doneAt: Date;
}

/**
 * 对公转账's books as finance and the member's page read them: the transfers awaited, found by
 * their reference; the receipts and refund transfers recorded (inside the payments' settlement
 * transaction, which the caller opens).
 */
export function createBankTransferBooks(db: Database) {
  const lineColumns = {
    paymentId: bankTransferCheckouts.paymentId,
    orderId: serviceOrders.id,
    reference: bankTransferCheckouts.reference,
    companyName: businesses.name,
    orderNo: serviceOrders.orderNo,
    title: serviceOrders.title,
    amountFen: bankTransferCheckouts.amountFen,
    createdAt: bankTransferCheckouts.createdAt,
    paymentStatus: payments.status,
  };

  const linesFrom = () =>
    db
      .select(lineColumns)
      .from(bankTransferCheckouts)
      .innerJoin(payments, eq(payments.id, bankTransferCheckouts.paymentId))
      .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId))
      .innerJoin(businesses, eq(businesses.id, serviceOrders.buyerBusinessId));

  return {
    /** Transfers not confirmed yet, newest first; `found` (transferSearch) narrows by reference, company or order number. */
    async awaiting(found?: SQL): Promise<TransferLine[]> {
      return linesFrom()
        .where(
          and(
            // bank_transfer_checkout_awaited_idx's predicate: the unconfirmed, newest first.
            isNull(bankTransferCheckouts.confirmedAt),
            // Not `status <> 'succeeded'`: the planner, taking it for independent of the missing receipt,
            // expects a few of the unconfirmed to pass where all do, and sorts every unconfirmed transfer
            // instead of reading the newest along bank_transfer_checkout_created_idx. Status is never null.
            sql`coalesce(${payments.status}, '') <> 'succeeded'`,
            found,
          ),
        )
        .orderBy(desc(bankTransferCheckouts.createdAt))
        .limit(LIST_LIMIT);
    },

    /** A transfer by the reference the payer wrote, with its receipt when confirmed. */
    async byReference(reference: string): Promise<{ line: TransferLine; receipt: typeof bankTransferReceipts.$inferSelect | null } | null> {
      const [row] = await db
        .select({ line: lineColumns, receipt: bankTransferReceipts })
        .from(bankTransferCheckouts)
        .innerJoin(payments, eq(payments.id, bankTransferCheckouts.paymentId))
        .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId))
        .innerJoin(businesses, eq(businesses.id, serviceOrders.buyerBusinessId))
        .leftJoin(bankTransferReceipts, eq(bankTransferReceipts.paymentId, bankTransferCheckouts.paymentId))
        .where(eq(bankTransferCheckouts.reference, reference.trim().toUpperCase()));
      return row ? { line: row.line, receipt: row.receipt } : null;
    },

    /** The order's newest transfer and whether finance confirmed it: what the member's page shows. */
    async ofOrder(orderId: number): Promise<{ reference: string; amountFen: number; confirmed: boolean; paymentStatus: string } | null> {
      const [row] = await db
        .select({
          reference: bankTransferCheckouts.reference,
          amountFen: bankTransferCheckouts.amountFen,
          receipt: bankTransferReceipts.paymentId,
          paymentStatus: payments.status,
        })
        .from(bankTransferCheckouts)
        .innerJoin(payments, eq(payments.id, bankTransferCheckouts.paymentId))
        .leftJoin(bankTransferReceipts, eq(bankTransferReceipts.paymentId, bankTransferCheckouts.paymentId))
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(bankTransferCheckouts.createdAt))
        .limit(1);
      return row ? { reference: row.reference, amountFen: row.amountFen, confirmed: row.receipt !== null, paymentStatus: row.paymentStatus } : null;
    },

    /** Records a receipt inside the caller's transaction; false when the payment already has one (confirmed by someone else first). */
    async recordReceipt(tx: Database, receipt: ReceiptRecord): Promise<boolean> {
      const made = await tx.insert(bankTransferReceipts).values(receipt).onConflictDoNothing().returning({ paymentId: bankTransferReceipts.paymentId });
      if (made.length === 0) return false;
      // The checkout leaves the awaited list in the receipt's transaction.
      await tx.update(bankTransferCheckouts).set({ confirmedAt: receipt.confirmedAt }).where(eq(bankTransferCheckouts.paymentId, receipt.paymentId));
      return true;
    },

    /** Refunds finance still owes, oldest first; `found` (transferSearch) narrows by reference, company or order number. */
    async refundsOwed(found?: SQL): Promise<RefundTaskLine[]> {
      return db
        .select({
          refundId: bankTransferRefunds.refundId,
          orderId: serviceOrders.id,
          reference: bankTransferCheckouts.reference,
          companyName: businesses.name,
          orderNo: serviceOrders.orderNo,
          amountFen: bankTransferRefunds.amountFen,
          reason: bankTransferRefunds.reason,
          createdAt: bankTransferRefunds.createdAt,
          receivedSerial: bankTransferReceipts.bankSerial,
        })
        .from(bankTransferRefunds)
        .innerJoin(bankTransferCheckouts, eq(bankTransferCheckouts.paymentId, bankTransferRefunds.paymentId))
        .innerJoin(bankTransferReceipts, eq(bankTransferReceipts.paymentId, bankTransferRefunds.paymentId))
        .innerJoin(payments, eq(payments.id, bankTransferRefunds.paymentId))
        .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId))
        .innerJoin(businesses, eq(businesses.id, serviceOrders.buyerBusinessId))
        .where(and(eq(bankTransferRefunds.status, "requested"), found))
        .orderBy(bankTransferRefunds.createdAt)
        .limit(LIST_LIMIT);
    },

    /** A refund task with the order it repays (for the audit line). */
    async refundById(refundId: string) {
      const [row] = await db
        .select({ task: bankTransferRefunds, orderId: payments.orderId, orderNo: serviceOrders.orderNo })
        .from(bankTransferRefunds)
        .innerJoin(payments, eq(payments.id, bankTransferRefunds.paymentId))
        .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId))
        .where(eq(bankTransferRefunds.refundId, refundId));
      return row;
    },

    /** The reference of the payment a bank serial already confirmed, if any: one transfer never pays two orders. */
    async referenceOfSerial(bankSerial: string): Promise<string | undefined> {
      const [row] = await db
        .select({ reference: bankTransferCheckouts.reference })
        .from(bankTransferReceipts)
        .innerJoin(bankTransferCheckouts, eq(bankTransferCheckouts.paymentId, bankTransferReceipts.paymentId))
        .where(eq(bankTransferReceipts.bankSerial, bankSerial));
      return row?.reference;
    },

    /** Marks a refund made inside the caller's transaction; false when it was already marked. */
    async recordRefundDone(tx: Database, refundId: string, done: RefundRecord): Promise<boolean> {
      const made = await tx
        .update(bankTransferRefunds)
        .set({ ...done, status: "succeeded" })
        .where(and(eq(bankTransferRefunds.refundId, refundId), eq(bankTransferRefunds.status, "requested")))
        .returning({ refundId: bankTransferRefunds.refundId });
      return made.length > 0;
    },
  };
}

export type BankTransferBooks = ReturnType<typeof createBankTransferBooks>;
