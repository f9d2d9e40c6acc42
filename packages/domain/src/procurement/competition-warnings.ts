/**
 * Too little competition is warned about, never blocked (../procurement.md): an invited sheet with
 * fewer than three invitees, a round that closed with fewer than three valid quotations.
 */
import { COMPETITION_MINIMUM } from "./inquiry-sheet.ts";

export type CompetitionWarning = "few-invitees" | "few-quotations";

export const COMPETITION_WARNING_TEXTS: Readonly<Record<CompetitionWarning, string>> = {
  "few-invitees": `邀请的供应商少于${COMPETITION_MINIMUM}家，竞争可能不充分`,
  "few-quotations": `有效报价少于${COMPETITION_MINIMUM}家，建议延长截止时间或补充邀请`,
};

export interface CompetitionFacts {
  readonly mode: "public" | "invited";
  readonly invitees: number;
  /** Valid quotations of a closed round; null while the round is open. */
  readonly validQuotations: number | null;
}

export function competitionWarnings({ mode, invitees, validQuotations }: CompetitionFacts): CompetitionWarning[] {
  const warnings: CompetitionWarning[] = [];
  if (mode === "invited" && invitees < COMPETITION_MINIMUM) warnings.push("few-invitees");
  if (validQuotations !== null && validQuotations < COMPETITION_MINIMUM) warnings.push("few-quotations");
  return warnings;
}
