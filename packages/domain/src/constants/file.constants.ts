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

/** Video playback rates offered by the player. */
export const VIDEO_PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;

/** Video aspect ratio, width over height. */
export const VIDEO_ASPECT_RATIO = 16 / 9;

const MIB = 1024 * 1024;

/** Byte limits and thresholds of uploads and downloads (spec §7, §9). */
export const FileSize = {
  /** Up to this, a single put. */
  singlePutMax: 10 * MIB,
  /** Up to this, a plain multipart upload; above, a parallel one. */
  multipartMax: 100 * MIB,
  /** Above this, the MD5 is computed in chunks. */
  chunkedHashAbove: 1024 * MIB,
  /** Files of this size or more are refused. */
  uploadMaxExclusive: 4 * 1024 * MIB,
  /** Downloads above this warn that they take a while. */
  slowDownloadAbove: 100 * MIB,
  /** Parts of a parallel multipart upload run this many at once. */
  parallelParts: 4,
  /** Part size of a parallel multipart upload. */
  parallelPartSize: MIB,
} as const;

/** Default per-widget size caps in MB, by widget variant (spec §5). */
export const UploadSizeCapMb = { standard: 10, small: 1, large: 500 } as const;

/** Default count limits, by widget variant (spec §5). */
export const UploadCountLimit = { standard: 500, fileLimit: 99, single: 1 } as const;
