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
