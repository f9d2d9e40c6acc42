import { tenderDownloads } from "@cidp/api-client/contract";
import { type BidderState, DOCUMENT_REFUSAL_TEXTS, documentRefusal, documentVersionLabel } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { downloadRoute } from "../../http/download-route.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { findAttachment } from "./attachment-repository.ts";
import { bidderOfBusiness } from "./bidder-repository.ts";
import { findDocument } from "./document-repository.ts";
import type { TenderAttachmentKind, TenderRow } from "./schema.ts";
import { KIND_LABELS } from "./tender-attachments.ts";
import { logTenderEvent, type TenderActor } from "./tender-records.ts";
import { findBidder, findTender, namesOf } from "./tender-repository.ts";
import type { TenderRoutesOptions } from "./tenderer-context.ts";

const DOCUMENT_MISSING = "文件不存在或招标项目未公开";

/**
 * Why this business may not download the tender's documents (a sentence saying what to do), or
 * null when it may: its tenderer always, a bidder once its registration is approved.
 */
export async function documentRefusalFor(db: Database, tender: TenderRow, businessId: number, bidderState?: string | null): Promise<string | null> {
  const tenderer = tender.tendererBusinessId === businessId;
  const state = bidderState === undefined ? ((await bidderOfBusiness(db, tender.id, businessId))?.state ?? null) : bidderState;
  const refusal = documentRefusal({ tenderer, bidderState: state as BidderState | null });
  return refusal ? DOCUMENT_REFUSAL_TEXTS[refusal] : null;
}

/**
 * The download of one file of a tender's documents. The reader is checked here (the tenderer, or a
 * bidder whose registration was approved), the download is written to the tender's 操作日志 with
 * the person, and the answer sends the browser on to a short-lived signed link of the file.
 */
export async function tenderDocumentRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: TenderRoutesOptions) {
  downloadRoute(app, tenderDownloads.document, async (request, reply, { id }) => {
    const auth = authOf(request);
    const businessId = auth.business?.businessId ?? 0;
    const document = await findDocument(db, id);
    const tender = document && (await findTender(db, document.tenderId));
    if (!document || !tender) throw refuse("not_found", DOCUMENT_MISSING);
    const tenderer = tender.tendererBusinessId === businessId;
    const bidder = tenderer ? undefined : await bidderOfBusiness(db, tender.id, businessId);
    // A draft is its tenderer's alone; an invited tender's existence is its invitees' to learn.
    if (!tenderer && (!tender.publishedAt || (!bidder && tender.mode !== "public"))) throw refuse("not_found", DOCUMENT_MISSING);
    const refusal = await documentRefusalFor(db, tender, businessId, bidder?.state ?? null);
    if (refusal) throw refuse("permission", refusal);
    const file = (await files.files([document.resourceId])).get(document.resourceId);
    if (!file) throw refuse("not_found", DOCUMENT_MISSING);
    const at = now();
    const actor: TenderActor = { kind: tenderer ? "tenderer" : "bidder", businessId, memberId: auth.member.id };
    await logTenderEvent(db, tender.id, {
      type: "download-document",
      eventKey: `download:${document.id}:${auth.member.id}:${at.getTime()}`,
      actor,
      at,
      note: `《${file.fileName}》（${documentVersionLabel(document.version)}）`,
    });
    return reply.redirect(files.downloadLink(file), 303);
  });

  /**
   * A bidder's own document (资格文件, 转账凭证, 技术文件): for the bidder itself, and for the tenderer
   * (技术文件 only once the bids are opened: they are sealed like the prices); each download logged.
   */
  downloadRoute(app, tenderDownloads.attachment, async (request, reply, { id }) => {
    const auth = authOf(request);
    const businessId = auth.business?.businessId ?? 0;
    const attachment = await findAttachment(db, id);
    const bidder = attachment && (await findBidder(db, attachment.bidderId));
    const tender = bidder && (await findTender(db, bidder.tenderId));
    if (!attachment || !bidder || !tender) throw refuse("not_found", DOCUMENT_MISSING);
    const tenderer = tender.tendererBusinessId === businessId;
    if (!tenderer && bidder.businessId !== businessId) throw refuse("not_found", DOCUMENT_MISSING);
    if (tenderer && attachment.kind === "technical" && !tender.openedAt) throw refuse("sealed", "技术文件随投标密封，开标后方可查看");
    const file = (await files.files([attachment.resourceId])).get(attachment.resourceId);
    if (!file) throw refuse("not_found", DOCUMENT_MISSING);
    const at = now();
    const names = await namesOf(db, [bidder.businessId]);
    await logTenderEvent(db, tender.id, {
      type: "download-attachment",
      eventKey: `attachment:${attachment.id}:${auth.member.id}:${at.getTime()}`,
      actor: { kind: tenderer ? "tenderer" : "bidder", businessId, memberId: auth.member.id },
      at,
      note: `《${file.fileName}》（${names.get(bidder.businessId) ?? ""}的${KIND_LABELS[attachment.kind as TenderAttachmentKind]}）`,
    });
    return reply.redirect(files.downloadLink(file), 303);
  });
}
