const units = ["B", "KB", "MB", "GB", "TB"] as const;

/**
 * A file size for people: "0 B", "512 B", "1.5 MB". The unit base is a parameter because the
 * spec counts 1000 on macOS and 1024 elsewhere.
 */
export function formatFileSize(bytes: number, base: 1000 | 1024 = 1024): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit++;
  }
  const text = unit === 0 ? String(Math.round(value)) : value >= 100 ? value.toFixed(0) : value.toFixed(1).replace(/\.0$/, "");
  return `${text} ${units[unit]}`;
}
