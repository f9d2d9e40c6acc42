import { procurementDownloads } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { downloadRoute } from "../../http/download-route.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { revokedRefusal } from "./invitation-records.ts";
import { findSheet, quotationOfSupplier } from "./quotation-repository.ts";
import { findSheetFile } from "./sheet-documents.ts";
import { logSheetEvent, type SheetActor } from "./sheet-records.ts";

const FILE_MISSING = "文件不存在或无权查看";
const SEALED = "报价附件随报价密封，开标后方可查看";

/** Keys that make a member of the buyer's business a reader of its sheets. */
const BUYER_READERS = ["inquiry_create", "inquiry_award"];

/**
 * The download of one file of a sheet. Each reader is checked here: the buyer's 采购员 and 审批人
 * read the sheet's files and, once a round is opened, that round's 报价附件; a supplier reads the
 * sheet's files where it may read the sheet, and its own 报价附件. The download is written to the
 * sheet's 操作日志 with the person, and the browser is sent on to a short-lived signed link.
 */
export async function sheetDocumentRoutes(app: FastifyInstance, { db, files }: ProcurementRoutesOptions) {
  downloadRoute(app, procurementDownloads.document, async (request, reply, { id }) => {
    const auth = authOf(request);
    const businessId = auth.business?.businessId ?? 0;
    const file = await findSheetFile(db, id);
    const sheet = file && (await findSheet(db, file.sheetId));
    if (!file || !sheet) throw refuse("not_found", FILE_MISSING);
    const buyer = sheet.buyerBusinessId === businessId;
    const own = buyer ? undefined : await quotationOfSupplier(db, sheet.id, businessId);
    if (buyer) {
      const { permissions } = await app.permissionGuard.accessOf(auth.member.id, businessId);
      if (!permissions.some((key) => BUYER_READERS.includes(key))) throw refuse("not_found", FILE_MISSING);
      if (file.quotationId !== null && sheet.openedRounds < file.round) throw refuse("sealed", SEALED);
    } else if (file.quotationId !== null) {
      if (file.quotationId !== own?.id) throw refuse("not_found", FILE_MISSING);
    } else {
      const reachable = sheet.state !== "draft" && sheet.state !== "approving" && (own !== undefined || (sheet.mode === "public" && sheet.state === "quoting"));
      if (!reachable) throw refuse("not_found", FILE_MISSING);
      const revoked = await revokedRefusal(db, sheet.id, businessId);
      if (revoked) throw refuse("permission", revoked);
    }
    const stored = (await files.files([file.resourceId])).get(file.resourceId);
    if (!stored) throw refuse("not_found", FILE_MISSING);
    const at = Date.now();
    const actor: SheetActor = { kind: buyer ? "buyer" : "supplier", businessId, memberId: auth.member.id };
    const what = file.quotationId === null ? "询价附件" : `第${file.round}轮报价附件`;
    await logSheetEvent(db, sheet.id, {
      type: "download-document",
      eventKey: `download:${file.id}:${auth.member.id}:${at}`,
      actor,
      note: `《${stored.fileName}》（${what}）`,
    });
    return reply.redirect(files.downloadLink(stored), 303);
  });
}
