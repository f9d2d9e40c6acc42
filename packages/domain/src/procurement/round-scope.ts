/**
 * The lines a 二次报价 asks for. The buyer chooses them when starting the round (those whose prices
 * still matter); the shortlisted suppliers quote only those, and each keeps its previous round's
 * prices for the rest, so every round's quotation still prices the whole sheet and the comparison,
 * ranking and award read it as before.
 */
import type { Result } from "../result.ts";

export type RoundScopeRefusalCode = "round.no-lines" | "round.unknown-line" | "round.outside-scope";

/** The Chinese reason of each refusal. */
export const ROUND_SCOPE_TEXTS = {
  "round.no-lines": "请至少选择1行物料参加本轮报价",
  "round.unknown-line": (lineNo: number) => `第${lineNo}行不是本询价单的物料`,
  "round.outside-scope": (lineNos: readonly number[]) => `第${lineNos.join("、")}行不在本轮报价范围内，沿用上一轮报价`,
} as const;

/** The round's lines from the buyer's choice: each a line of the sheet, at least one, in line order. */
export function roundScope(
  chosen: readonly number[],
  sheetLineNos: readonly number[],
): Result<number[], { readonly code: RoundScopeRefusalCode; readonly lineNo?: number }> {
  const unique = [...new Set(chosen)].sort((a, b) => a - b);
  if (unique.length === 0) return { ok: false, code: "round.no-lines" };
  const unknown = unique.find((lineNo) => !sheetLineNos.includes(lineNo));
  if (unknown !== undefined) return { ok: false, code: "round.unknown-line", lineNo: unknown };
  return { ok: true, value: unique };
}

/** Whether a round asks for every line (no scope was chosen, or all lines were). */
export const coversEveryLine = (scope: readonly number[] | null, sheetLineNos: readonly number[]) =>
  scope === null || sheetLineNos.every((lineNo) => scope.includes(lineNo));

/**
 * A supplier's quotation of a scoped round: the lines it quoted (each within the scope) and, for
 * every line outside it, its previous round's line unchanged; in line order. A line outside the
 * scope that it tried to quote refuses the whole quotation, naming the lines.
 */
export function scopedQuote<Line extends { readonly lineNo: number }>(
  quoted: readonly Line[],
  scope: readonly number[] | null,
  previous: readonly Line[],
): Result<Line[], { readonly code: "round.outside-scope"; readonly lineNos: readonly number[] }> {
  if (scope === null) return { ok: true, value: [...quoted] };
  const outside = quoted.filter((line) => !scope.includes(line.lineNo)).map((line) => line.lineNo);
  if (outside.length > 0) return { ok: false, code: "round.outside-scope", lineNos: outside };
  const kept = previous.filter((line) => !scope.includes(line.lineNo));
  return { ok: true, value: [...quoted, ...kept].sort((a, b) => a.lineNo - b.lineNo) };
}
