import { FileSize } from "@cidp/domain";

/** How a file travels to storage (spec §7): one PUT, multipart, or parallel multipart. */
export const UploadStrategy = { single: "single", multipart: "multipart", parallel: "parallel" } as const;

/** One of the three transfer strategies. */
export type UploadStrategy = (typeof UploadStrategy)[keyof typeof UploadStrategy];

/** The spec's strategy for a file size: a single put up to 10 MB, multipart up to 100 MB, parallel above. */
export function strategyFor(size: number): UploadStrategy {
  if (size <= FileSize.singlePutMax) return UploadStrategy.single;
  if (size <= FileSize.multipartMax) return UploadStrategy.multipart;
  return UploadStrategy.parallel;
}
