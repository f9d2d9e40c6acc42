import { compareQuotations } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { QuotationContent } from "./quotation-records.ts";
import type { SheetRow } from "./sheet-records.ts";
import { linesOf, quotationsWithNames } from "./sheet-repository.ts";

/**
 * The opened rounds' quotations, unsealed: for round r, each supplier that took part in it, with
 * the prices they submitted in r or, if they did not re-quote, their latest earlier ones.
 * Throws StillSealedError for a round not opened yet (the seal checks, not only this code).
 */
export async function openedQuotations(db: Database, seal: SealedEnvelopes, sheet: SheetRow, round: number) {
  const rows = await quotationsWithNames(db, sheet.id);
  const offers: { supplierBusinessId: number; supplierName: string; content: QuotationContent }[] = [];
  for (const { q, name } of rows) {
    if (q.round < round) continue;
    let sealed: string | undefined;
    for (let r = round; r >= 1 && !sealed; r--) sealed = q.sealedRounds[String(r)];
    if (!sealed) continue;
    offers.push({ supplierBusinessId: q.supplierBusinessId, supplierName: name, content: seal.openForBuyer(sheet, round, sealed) as QuotationContent });
  }
  return offers;
}

/** The comparison of every opened round: lines × suppliers, lowest marked, 下浮率, leveled totals and ranks. */
export async function roundComparisons(db: Database, seal: SealedEnvelopes, sheet: SheetRow) {
  const lines = await linesOf(db, sheet.id);
  const rounds = [];
  for (let round = 1; round <= sheet.openedRounds; round++) {
    const offers = await openedQuotations(db, seal, sheet, round);
    const comparison = compareQuotations(
      lines.map((line) => ({ lineNo: line.lineNo, quantityMilli: line.quantityMilli, controlPriceFen: line.controlPriceFen, infoPriceFen: line.infoPriceFen })),
      offers.map((offer) => ({ supplierId: offer.supplierBusinessId, freightFen: offer.content.freightFen, lines: offer.content.lines })),
    );
    const nameOf = new Map(offers.map((offer) => [offer.supplierBusinessId, offer.supplierName]));
    rounds.push({
      round,
      lines: comparison.lines.map((line) => ({
        lineNo: line.lineNo,
        lowestFen: line.lowestFen,
        offers: line.offers.map(({ supplierId, ...offer }) => ({ supplierBusinessId: supplierId, ...offer })),
      })),
      standings: comparison.standings.map(({ supplierId, missingLines, ...standing }) => ({
        supplierBusinessId: supplierId,
        supplierName: nameOf.get(supplierId) ?? "",
        missingLines: [...missingLines],
        ...standing,
      })),
    });
  }
  return rounds;
}
