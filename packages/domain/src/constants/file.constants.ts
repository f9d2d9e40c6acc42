/** Extensions the upload widget accepts by default (spec §5). */
export const DEFAULT_ACCEPTED_EXTENSIONS = [
  "doc",
  "docx",
  "pdf",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "txt",
  "jpg",
  "jpeg",
  "png",
  "tif",
  "swf",
  "mpb",
  "zip",
  "rar",
  "7z",
  "apz",
  "flv",
  "rmvb",
  "mp4",
  "mvb",
  "wma",
  "mp3",
] as const;

/** Extensions previewed as images; other office files open in an online viewer (spec §9). */
export const IMAGE_PREVIEW_EXTENSIONS = ["png", "tif", "jpg", "jpeg", "gif", "bmp", "svg"] as const;

const MIB = 1024 * 1024;

/** Byte limits and thresholds of uploads and downloads (spec §7, §9). */
export const FileSize = {
  /** Up to this, a single put. */
  singlePutMax: 10 * MIB,
  /** Up to this, a plain multipart upload; above, a parallel one. */
  multipartMax: 100 * MIB,
  /** Downloads above this warn that they take a while. */
  slowDownloadAbove: 100 * MIB,
  /** Parts of a parallel multipart upload run this many at once. */
  parallelParts: 4,
  /** Part size of a parallel multipart upload. */
  parallelPartSize: MIB,
} as const;

/** Files of this many GB or more are refused, counted in the user's unit (1000 on macOS, else 1024; spec §9). */
export const UPLOAD_MAX_GB = 4;

/** Default per-widget size caps in MB, by widget variant (spec §5). */
export const UploadSizeCapMb = { standard: 10, small: 1, large: 500 } as const;

/** Default count limits, by widget variant (spec §5). */
export const UploadCountLimit = { standard: 500, fileLimit: 99, single: 1 } as const;

/**
 * The largest file a registration may announce, by kind (the services refuse more at
 * registration): pictures and office documents have no business being gigabytes; archives and
 * media keep the spec's ceiling (just under UPLOAD_MAX_GB).
 */
const UPLOAD_KIND_LIMITS = [
  { kind: "图片", extensions: ["jpg", "jpeg", "png", "tif", "gif", "bmp", "svg"], maxMb: 50 },
  { kind: "文档", extensions: ["doc", "docx", "pdf", "xls", "xlsx", "ppt", "pptx", "txt"], maxMb: 500 },
] as const;

/** The size limit (bytes) and kind of a file by its extension; archives, media and the rest: the spec's ceiling. */
export function uploadLimitOf(ext: string): { kind: string | null; maxBytes: number } {
  const lower = ext.replace(/^\./, "").toLowerCase();
  const found = UPLOAD_KIND_LIMITS.find((limit) => (limit.extensions as readonly string[]).includes(lower));
  return found ? { kind: found.kind, maxBytes: found.maxMb * MIB } : { kind: null, maxBytes: UPLOAD_MAX_GB * 1024 * MIB - 1 };
}
