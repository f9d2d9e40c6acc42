/** Bytes per kilo for sizes shown to and limits explained to a user: 1000 on macOS, 1024 elsewhere (spec §9). */
export type FileSizeUnit = 1000 | 1024;

/** The size unit for a user agent's platform string (`navigator.platform` or a user-agent header). */
export function fileSizeUnitFor(platform: string): FileSizeUnit {
  return /mac/i.test(platform) && !/iphone|ipad|ipod/i.test(platform) ? 1000 : 1024;
}

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** A size as people read it: `0 B`, `512 B`, `1.5 MB`; at most two decimals, trailing zeros dropped. */
export function formatFileSize(bytes: number, unit: FileSizeUnit = 1024): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  let value = bytes;
  let index = 0;
  while (value >= unit && index < UNITS.length - 1) {
    value /= unit;
    index += 1;
  }
  return `${Number(value.toFixed(2))} ${UNITS[index]}`;
}

/** The lower-case extension after the last dot, or "" when the name has none (dot-files have none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot + 1).toLowerCase();
}
