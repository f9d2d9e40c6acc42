/** What a re-seal did to one sealed column. */
export interface ColumnReseal {
  /** `table.column`. */
  column: string;
  /** Values sealed anew under the current key. */
  resealed: number;
  /** Values the services changed between the re-seal's read and its write: left to them, and to the next run. */
  skipped: number;
}

/** An older key that still seals stored values, and how many. */
export interface KeyInUse {
  keyId: string;
  values: number;
}

/** What `cli.js sealing-keys reseal` did: each column, then each older key. */
export interface ResealReport {
  columns: ColumnReseal[];
  /** Keys no stored value uses any more: their record is gone, so SEALING_KEYS may drop them. */
  retired: string[];
  /** Keys some stored values still use (a value changed meanwhile, or sealed by an instance not restarted yet). */
  stillInUse: KeyInUse[];
}

const values = (n: number) => `${n} ${n === 1 ? "value" : "values"}`;

/** A column's line: printed as soon as the column is done, so a long re-seal shows its progress. */
export function columnLine({ column, resealed, skipped }: ColumnReseal): string {
  return `${column}: ${resealed} re-sealed, ${skipped} skipped${skipped > 0 ? " (changed meanwhile: run reseal again)" : ""}`;
}

/** One line per older key: retired (SEALING_KEYS may drop it), or still sealing values. */
export function keyLines(report: Pick<ResealReport, "retired" | "stillInUse">): string[] {
  return [
    ...report.retired.map((keyId) => `key "${keyId}" retired: no stored value uses it; remove it from SEALING_KEYS`),
    ...report.stillInUse.map(({ keyId, values: n }) => `key "${keyId}" still seals ${values(n)}: run reseal again`),
  ];
}
