import { COMPETITION_WARNING_TEXTS, competitionWarnings, QUOTATION_VALID_STATES, type QuotationState } from "@cidp/domain";
import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { inquiryInvitations, inquiryQuotations } from "./schema.ts";
import type { SheetRow } from "./sheet-records.ts";

/** The invitation page a supplier opens from its notice or the invitation text. */
export const invitationPage = (sheetId: number) => `/user/notice/invitationInfo?sheet=${sheetId}`;

/** Opens quotation rows for invitees of a published sheet and tells them. */
export async function openInvitations(tx: Database, sheet: SheetRow, supplierIds: readonly number[]): Promise<void> {
  if (supplierIds.length === 0) return;
  await tx
    .insert(inquiryQuotations)
    .values(supplierIds.map((supplierBusinessId) => ({ sheetId: sheet.id, supplierBusinessId })))
    .onConflictDoNothing();
  for (const supplierId of supplierIds) {
    await noticeToBusiness(tx, supplierId, {
      title: "询价邀请",
      content: `您收到询价邀请《${sheet.title}》，报价截止时间 ${formatDateTime(sheet.deadline)}。`,
      jumpUrl: invitationPage(sheet.id),
    });
  }
}

/** The competition warnings of a sheet (fewer than 3 invitees, fewer than 3 valid quotations once opened). */
export async function sheetWarnings(db: Database, sheet: SheetRow): Promise<string[]> {
  const [[invited], quotations] = await Promise.all([
    db.select({ n: count() }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, sheet.id)),
    db.select({ state: inquiryQuotations.state, round: inquiryQuotations.round }).from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, sheet.id)),
  ]);
  const opened = sheet.openedRounds > 0 && sheet.openedRounds === sheet.round;
  const valid = quotations.filter((q) => q.round >= sheet.round && QUOTATION_VALID_STATES.includes(q.state as QuotationState)).length;
  return competitionWarnings({ mode: sheet.mode as "public" | "invited", invitees: invited?.n ?? 0, validQuotations: opened ? valid : null }).map(
    (w) => COMPETITION_WARNING_TEXTS[w],
  );
}
