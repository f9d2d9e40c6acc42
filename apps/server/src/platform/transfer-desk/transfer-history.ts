import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../member/schema.ts";
import { serviceOrders } from "../order/schema.ts";
import { bankTransferCheckouts, bankTransferReceipts, bankTransferRefunds, payments } from "../payment/schema.ts";

/** How many done lines finance's page shows of each kind: the newest, narrowed by the search. */
const DONE_LIMIT = 50;

/** A stored 回单: where it is, what it is, and the name finance's download gets. */
export interface StoredReceiptFile {
  objectKey: string;
  contentType: string;
  /** Names the download by what it proves (the reference or the order), and so for clients without UTF-8 names. */
  label: string;
  asciiLabel: string;
}

/**
 * What finance did in 对公转账: the receipts confirmed and the refunds made, each with the 回单 it
 * was recorded with, so the bank's proof can be fetched again (an audit, a company asking).
 */
export function createTransferHistory(db: Database) {
  const receiptLines = () =>
    db
      .select({
        reference: bankTransferCheckouts.reference,
        companyName: businesses.name,
        orderNo: serviceOrders.orderNo,
        amountFen: bankTransferReceipts.amountFen,
        bankSerial: bankTransferReceipts.bankSerial,
        receivedOn: bankTransferReceipts.receivedOn,
        confirmedAt: bankTransferReceipts.confirmedAt,
        objectKey: bankTransferReceipts.receiptObjectKey,
        contentType: bankTransferReceipts.receiptType,
      })
      .from(bankTransferReceipts)
      .innerJoin(bankTransferCheckouts, eq(bankTransferCheckouts.paymentId, bankTransferReceipts.paymentId))
      .innerJoin(payments, eq(payments.id, bankTransferReceipts.paymentId))
      .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId))
      .innerJoin(businesses, eq(businesses.id, serviceOrders.buyerBusinessId));

  const refundLines = () =>
    db
      .select({
        refundId: bankTransferRefunds.refundId,
        reference: bankTransferCheckouts.reference,
        companyName: businesses.name,
        orderNo: serviceOrders.orderNo,
        amountFen: bankTransferRefunds.amountFen,
        bankSerial: bankTransferRefunds.bankSerial,
        doneAt: bankTransferRefunds.doneAt,
        objectKey: bankTransferRefunds.receiptObjectKey,
        contentType: bankTransferRefunds.receiptType,
      })
      .from(bankTransferRefunds)
      .innerJoin(bankTransferCheckouts, eq(bankTransferCheckouts.paymentId, bankTransferRefunds.paymentId))
      .innerJoin(payments, eq(payments.id, bankTransferRefunds.paymentId))
      .innerJoin(serviceOrders, eq(serviceOrders.id, payments.orderId))
      .innerJoin(businesses, eq(businesses.id, serviceOrders.buyerBusinessId));

  return {
    /** Receipts confirmed, newest first; `found` is finance's search (transferSearch). */
    confirmed: (found?: SQL) => receiptLines().where(found).orderBy(desc(bankTransferReceipts.confirmedAt)).limit(DONE_LIMIT),

    /** Refunds marked made, newest first. */
    refundsDone: (found?: SQL) =>
      refundLines()
        .where(and(eq(bankTransferRefunds.status, "succeeded"), found))
        .orderBy(desc(bankTransferRefunds.doneAt))
        .limit(DONE_LIMIT),

    /** The 回单 of the transfer confirmed under this reference; undefined when none is confirmed. */
    async receiptOf(reference: string): Promise<StoredReceiptFile | undefined> {
      const [row] = await receiptLines().where(eq(bankTransferCheckouts.reference, reference));
      return row && { objectKey: row.objectKey, contentType: row.contentType, label: row.reference, asciiLabel: row.reference };
    },

    /** The 回单 of a refund made; undefined while it is not made (a task still owed has none). */
    async refundReceiptOf(refundId: string): Promise<StoredReceiptFile | undefined> {
      const [row] = await refundLines().where(eq(bankTransferRefunds.refundId, refundId));
      return row?.objectKey && row.contentType
        ? { objectKey: row.objectKey, contentType: row.contentType, label: `退款-${row.orderNo}`, asciiLabel: `refund-${row.orderNo}` }
        : undefined;
    },
  };
}
