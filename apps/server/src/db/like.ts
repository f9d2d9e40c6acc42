/** An ILIKE pattern matching text that contains `keyword` as typed: its `%`, `_` and `\` match themselves. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
