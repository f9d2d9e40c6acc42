/** One CSV field: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows (the first the header) as CSV: UTF-8 with a BOM so Excel reads the Chinese, CRLF line ends (RFC 4180). */
export function csvDocument(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`, "utf8");
}
