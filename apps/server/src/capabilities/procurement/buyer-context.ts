import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { parseDateTime } from "../../http/format.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { type SheetActor, type SheetRow, sheetSummary } from "./sheet-records.ts";
import { summaryFacts } from "./sheet-repository.ts";

export interface ProcurementRoutesOptions {
  db: Database;
  seal: SealedEnvelopes;
  /** The upload engine's files: 询价附件 and 报价附件 are checked against it and linked from it. */
  files: StoredFiles;
  now?: () => Date;
}

/** `yyyy-MM-dd HH:mm[:ss]` (China time) → Date, or a 400 naming the field. */
export function deadlineOf(text: string, message: string): Date {
  const date = parseDateTime(text.length === 16 ? `${text}:00` : text);
  if (!date) throw refuse("invalid", message);
  return date;
}

/** The calling member's business, acting as the buyer. */
export function buyerOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw refuse("permission", "请先选择企业");
  return { auth, businessId: auth.business.businessId, actor: { kind: "buyer", businessId: auth.business.businessId, memberId: auth.member.id } as SheetActor };
}

/** A sheet as the buyer's lists show it. */
export async function buyerSummaryOf(db: Database, row: SheetRow) {
  return sheetSummary(row, await summaryFacts(db, row));
}
