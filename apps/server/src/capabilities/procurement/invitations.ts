import { COMPETITION_WARNING_TEXTS, competitionWarnings, QUOTATION_VALID_STATES, type QuotationState } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { openQuotationRows } from "./quotation-repository.ts";
import type { SheetRow } from "./sheet-records.ts";
import { competitionCounts } from "./sheet-repository.ts";

/** The invitation page a supplier opens from its notice or the invitation text. */
export const invitationPage = (sheetId: number) => `/user/notice/invitationInfo?sheet=${sheetId}`;

/** `139****0001` / `912201…355`: enough for the buyer to recognise a company invited by phone or credit code, no more. */
export function maskedContact(row: { phone: string | null; creditCode: string | null }): string {
  if (row.phone) return `${row.phone.slice(0, 3)}****${row.phone.slice(7)}`;
  const code = row.creditCode ?? "";
  return `${code.slice(0, 6)}…${code.slice(-3)}`;
}

/**
 * What an invitation tells a supplier before it opens the sheet: the deadline and the buyer's main
 * requirements (delivery, validity, qualifications), so it can decide whether to take part at all.
 */
export function invitationText(sheet: Pick<SheetRow, "title" | "deadline" | "deliveryDate" | "deliveryAddress" | "validityDays" | "qualifications">): string {
  const parts = [`您收到询价邀请《${sheet.title}》，报价截止时间 ${formatDateTime(sheet.deadline)}`];
  if (sheet.deliveryDate) parts.push(`交货日期 ${sheet.deliveryDate}${sheet.deliveryAddress ? `，送至${sheet.deliveryAddress}` : ""}`);
  parts.push(`报价有效期不少于${sheet.validityDays}天`);
  if (sheet.qualifications.length > 0) parts.push(`资质要求：${sheet.qualifications.join("、")}`);
  return `${parts.join("；")}。详细要求见询价单。`;
}

/** Opens quotation rows for invitees of a published sheet and tells them. */
export async function openInvitations(tx: Database, sheet: SheetRow, supplierIds: readonly number[]): Promise<void> {
  if (supplierIds.length === 0) return;
  await openQuotationRows(tx, sheet.id, supplierIds);
  for (const supplierId of supplierIds) {
    await noticeToBusiness(tx, supplierId, {
      title: "询价邀请",
      content: invitationText(sheet),
      jumpUrl: invitationPage(sheet.id),
    });
  }
}

/** The competition warnings of a sheet (fewer than 3 invitees, fewer than 3 valid quotations once opened). */
export async function sheetWarnings(db: Database, sheet: SheetRow): Promise<string[]> {
  const { invitees, quotations } = await competitionCounts(db, sheet.id);
  const opened = sheet.openedRounds > 0 && sheet.openedRounds === sheet.round;
  const valid = quotations.filter((q) => q.round >= sheet.round && QUOTATION_VALID_STATES.includes(q.state as QuotationState)).length;
  return competitionWarnings({ mode: sheet.mode as "public" | "invited", invitees, validQuotations: opened ? valid : null }).map(
    (w) => COMPETITION_WARNING_TEXTS[w],
  );
}
