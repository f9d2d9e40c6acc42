import { formatFen } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime, parseDateTime } from "../../http/format.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import { operatorAudit } from "../operator/schema.ts";
import { type BankTransferBooks, transferSearch } from "../payment/bank-transfer/bank-transfer-books.ts";
import type { Payments } from "../payment/payments.ts";
import { createTransferHistory } from "./transfer-history.ts";
import type { TransferReceipts } from "./transfer-receipts.ts";

/** A step finance may not take: the message it reads and the call's status. */
export class TransferDeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A stored 回单 as finance downloads it. */
export interface ReceiptDownload {
  bytes: Uint8Array;
  type: string;
  name: string;
  asciiName: string;
}

/** What finance types on confirming a transfer. */
export interface TransferConfirmation {
  bankSerial: string;
  amountYuan: string;
  receivedOn: string;
  receipt: { fileName: string; data: string };
}

/** What finance types on marking a refund made. */
export interface RefundDone {
  payeeAccount: string;
  bankSerial: string;
  receipt: { fileName: string; data: string };
}

/** Yuan as typed ("12500", "12500.5") in fen, without float arithmetic. */
function fenOf(yuan: string): number {
  const [whole = "0", cents = ""] = yuan.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
}

/** Whether a 年-月-日 is a real day no later than today (China time). */
function receivedDayValid(day: string, now: Date): boolean {
  const date = parseDateTime(`${day} 00:00:00`);
  return date !== null && day <= formatDateTime(now).slice(0, 10);
}

/**
 * 对公转账 in the back office: finance confirms a transfer that reached the platform's account — the
 * payment is settled by the payments' one settlement in the transaction that records the receipt and
 * the audit line — and marks the refunds it made by transfer, which the payments record as a
 * provider's refund answer. Each step is idempotent: a second confirmation finds the receipt and
 * changes nothing.
 */
export function createTransferDesk(deps: {
  db: Database;
  books: BankTransferBooks;
  payments: Pick<Payments, "confirmReceived" | "refundMade">;
  receipts: TransferReceipts;
  now: () => Date;
}) {
  const { books, payments, receipts, now } = deps;
  const history = createTransferHistory(deps.db);

  const audit = (tx: Database, actor: StaffActor, action: string, orderId: number, title: string) =>
    tx
      .insert(operatorAudit)
      .values({ operatorId: actor.operatorId, action, subjectKind: "order", subjectId: orderId, detail: { title }, ip: actor.ip, createdAt: now() });

  return {
    /** The transfers awaited and the refunds owed, narrowed by a reference, company or order number. */
    async lists(search: string) {
      const found = await transferSearch(deps.db, search);
      const [awaiting, refunds, confirmed, refundsDone] = await Promise.all([
        books.awaiting(found),
        books.refundsOwed(found),
        history.confirmed(found),
        history.refundsDone(found),
      ]);
      return {
        awaiting: awaiting.map((line) => ({
          reference: line.reference,
          companyName: line.companyName,
          orderNo: line.orderNo,
          title: line.title,
          amountFen: line.amountFen,
          createTime: formatDateTime(line.createdAt),
          orderWaiting: line.paymentStatus === "open",
        })),
        refunds: refunds.map((task) => ({
          refundId: task.refundId,
          reference: task.reference,
          companyName: task.companyName,
          orderNo: task.orderNo,
          amountFen: task.amountFen,
          reason: task.reason,
          createTime: formatDateTime(task.createdAt),
          receivedSerial: task.receivedSerial,
        })),
        confirmed: confirmed.map((line) => ({
          reference: line.reference,
          companyName: line.companyName,
          orderNo: line.orderNo,
          amountFen: line.amountFen,
          bankSerial: line.bankSerial,
          receivedOn: line.receivedOn,
          confirmTime: formatDateTime(line.confirmedAt),
        })),
        refundsDone: refundsDone.map((line) => ({
          refundId: line.refundId,
          reference: line.reference,
          companyName: line.companyName,
          orderNo: line.orderNo,
          amountFen: line.amountFen,
          bankSerial: line.bankSerial ?? "",
          doneTime: line.doneAt ? formatDateTime(line.doneAt) : "",
        })),
      };
    },

    /** The 回单 of a confirmed transfer (by its reference) or of a refund made (by its id), as a file to download. */
    async receiptFile(of: { reference: string } | { refundId: string }): Promise<ReceiptDownload> {
      const stored = "reference" in of ? await history.receiptOf(of.reference) : await history.refundReceiptOf(of.refundId);
      if (!stored) throw new TransferDeskError(404, "没有该笔转账的银行回单");
      const file = await receipts.read(stored);
      // Recorded but gone from the store: said plainly, finance asks the bank for a copy.
      if (!file) throw new TransferDeskError(404, "银行回单文件已不存在，请联系银行补打");
      return { bytes: file.bytes, type: stored.contentType, name: `回单-${stored.label}.${file.ext}`, asciiName: `receipt-${stored.asciiLabel}.${file.ext}` };
    },

    /** Confirms a transfer's receipt; the message for finance (the order paid, or refunded when it was cancelled meanwhile). */
    async confirm(reference: string, input: TransferConfirmation, actor: StaffActor): Promise<string> {
      const found = await books.byReference(reference);
      if (!found) throw new TransferDeskError(404, `没有附言编号为 ${reference} 的对公转账，请核对付款附言`);
      const { line } = found;
      if (found.receipt) return `该笔转账已于 ${formatDateTime(found.receipt.confirmedAt)} 确认到账（流水号 ${found.receipt.bankSerial}），无需重复确认`;
      const amountFen = fenOf(input.amountYuan);
      if (amountFen !== line.amountFen)
        throw new TransferDeskError(
          400,
          `到账金额 ${formatFen(amountFen)} 与应付金额 ${formatFen(line.amountFen)} 不符，不能确认：少付或多付请与付款企业联系处理（退回后按应付金额重新转账）`,
        );
      if (!receivedDayValid(input.receivedOn, now())) throw new TransferDeskError(400, "到账日期应为今天或之前的日期");
      const usedBy = await books.referenceOfSerial(input.bankSerial);
      if (usedBy) throw new TransferDeskError(409, `银行流水号 ${input.bankSerial} 已用于确认附言 ${usedBy} 的转账，请核对`);
      const stored = await receipts.store(input.receipt);
      const at = now();
      const confirmed = await payments.confirmReceived(line.paymentId, input.bankSerial, amountFen, async (tx) => {
        const made = await books.recordReceipt(tx, {
          paymentId: line.paymentId,
          bankSerial: input.bankSerial,
          amountFen,
          receivedOn: input.receivedOn,
          receiptObjectKey: stored.objectKey,
          receiptType: stored.contentType,
          confirmedBy: actor.operatorId,
          confirmedAt: at,
        });
        if (made)
          await audit(
            tx,
            actor,
            "transfer.confirmed",
            line.orderId,
            `附言 ${line.reference} · 订单 ${line.orderNo} · ${formatFen(amountFen)} · 流水号 ${input.bankSerial}`,
          );
        return made;
      });
      if (!confirmed) {
        // Someone confirmed it at the same moment, or took this serial for another transfer.
        const again = await books.byReference(reference);
        if (again?.receipt) return `该笔转账已由他人确认到账（流水号 ${again.receipt.bankSerial}），无需重复确认`;
        throw new TransferDeskError(409, `银行流水号 ${input.bankSerial} 已用于确认另一笔转账，请核对`);
      }
      return line.paymentStatus === "open"
        ? "已确认到账，订单已按已支付处理"
        : "已确认到账；该订单已不再等待此笔转账（已取消或已改用其他方式支付），款项已列入待办退款";
    },

    /** Marks a refund made by transfer; the order's refund is recorded with it. */
    async refundDone(refundId: string, input: RefundDone, actor: StaffActor): Promise<string> {
      const found = await books.refundById(refundId);
      if (!found) throw new TransferDeskError(404, "没有该退款任务");
      if (found.task.status === "succeeded") return "该笔退款已标记完成，无需重复操作";
      const stored = await receipts.store(input.receipt);
      const at = now();
      const done = await payments.refundMade(refundId, async (tx) => {
        const made = await books.recordRefundDone(tx, refundId, {
          payeeAccount: input.payeeAccount,
          bankSerial: input.bankSerial,
          receiptObjectKey: stored.objectKey,
          receiptType: stored.contentType,
          doneBy: actor.operatorId,
          doneAt: at,
        });
        if (made)
          await audit(
            tx,
            actor,
            "transfer.refunded",
            found.orderId,
            `订单 ${found.orderNo} · 退款 ${formatFen(found.task.amountFen)} · 收款账户 ${input.payeeAccount} · 流水号 ${input.bankSerial}`,
          );
        return made;
      });
      return done ? "已标记退款完成，订单退款状态已更新" : "该笔退款已由他人标记完成，无需重复操作";
    },
  };
}

export type TransferDesk = ReturnType<typeof createTransferDesk>;
