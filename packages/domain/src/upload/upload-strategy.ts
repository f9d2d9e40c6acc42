import { FileSize } from "../constants/file.constants.ts";

/** How a file travels to object storage (spec §7): one PUT, multipart, or parallel multipart. */
export const UploadStrategy = { single: "single", multipart: "multipart", parallel: "parallel" } as const;

/** One of the three transfer strategies. */
export type UploadStrategy = (typeof UploadStrategy)[keyof typeof UploadStrategy];

/** A single put up to 10 MB, multipart up to 100 MB, parallel multipart above (spec §7). */
export function uploadStrategy(size: number): UploadStrategy {
  if (size <= FileSize.singlePutMax) return UploadStrategy.single;
  if (size <= FileSize.multipartMax) return UploadStrategy.multipart;
  return UploadStrategy.parallel;
}

/** What a failed transfer does (spec §8): a single put reports, a multipart upload resumes, a parallel one fails silently. */
export function uploadFailureHandling(strategy: UploadStrategy): "report" | "resume" | "silent" {
  if (strategy === UploadStrategy.single) return "report";
  return strategy === UploadStrategy.multipart ? "resume" : "silent";
}
