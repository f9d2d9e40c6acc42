import { FileSize } from "../constants/file.constants.ts";

/** How a file goes to object storage (spec §7). */
export type UploadMethod = "single-put" | "multipart" | "parallel-multipart";

/** Single put up to 10 MB, multipart up to 100 MB, parallel multipart above. */
export function uploadMethod(size: number): UploadMethod {
  if (size <= FileSize.singlePutMax) return "single-put";
  if (size <= FileSize.multipartMax) return "multipart";
  return "parallel-multipart";
}

/** Files above 1 GB are hashed in chunks, so the MD5 never needs the whole file in memory. */
export function hashInChunks(size: number): boolean {
  return size > FileSize.chunkedHashAbove;
}

/** What a failed upload does: a large file fails silently, a middle-size one resumes, a small one reports (spec §8). */
export function uploadFailureHandling(size: number): "report" | "resume" | "silent" {
  const method = uploadMethod(size);
  if (method === "single-put") return "report";
  return method === "multipart" ? "resume" : "silent";
}
