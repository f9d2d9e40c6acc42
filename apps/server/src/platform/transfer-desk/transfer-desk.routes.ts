import type { FastifyReply } from "fastify";
import { sendFile } from "../../http/download-route.ts";
import { ok } from "../../http/envelope.ts";
import { answeringRefusals, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import { type ReceiptDownload, type TransferDesk, TransferDeskError } from "./transfer-desk.ts";
import { TransferReceiptError } from "./transfer-receipts.ts";

/** Room for a 5 MB receipt as base64 in the body, with the fields beside it. */
const RECEIPT_BODY_LIMIT = 8 * 1024 * 1024;

const sendReceipt = (reply: FastifyReply, file: ReceiptDownload) =>
  sendFile(reply, { type: file.type, name: file.name, asciiName: file.asciiName, body: Buffer.from(file.bytes) }) as never;

/** 对公转账's calls of the back office: the lists, confirming a receipt, marking a refund made, their 回单 (finance.transfers). */
export function transferDeskRoutes({ route, actorOf }: StaffRouteKit, desk: TransferDesk) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([TransferDeskError, TransferReceiptError], run);
  route("bankTransfers", async (request) => ok(await desk.lists(request.query.q)));
  route("bankTransferConfirm", async (request) => ok(null, await refusing(() => desk.confirm(request.params.reference, request.body, actorOf(request)))), {
    bodyLimit: RECEIPT_BODY_LIMIT,
  });
  // Bytes, not the envelope: the back office's server passes the 回单 on to finance's browser.
  route("bankTransferReceipt", async (request, reply) => sendReceipt(reply, await refusing(() => desk.receiptFile({ reference: request.params.reference }))));
  route("bankTransferRefundReceipt", async (request, reply) =>
    sendReceipt(reply, await refusing(() => desk.receiptFile({ refundId: request.params.refundId }))),
  );
  route("bankTransferRefundDone", async (request) => ok(null, await refusing(() => desk.refundDone(request.params.refundId, request.body, actorOf(request)))), {
    bodyLimit: RECEIPT_BODY_LIMIT,
  });
}
