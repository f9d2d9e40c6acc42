import { FileSize } from "@cidp/domain";
import { UploadStrategy } from "./upload-strategy.ts";

/** What a storage backend allows for multipart uploads. */
export interface StorageProfile {
  readonly name: string;
  /** Smallest part except the last one. */
  readonly minPartSize: number;
  /** Part size of the sequential multipart upload. */
  readonly partSize: number;
  /** Most parts an upload may have. */
  readonly maxParts: number;
}

const MIB = 1024 * 1024;

/** Known backends: AWS S3 and MinIO refuse parts under 5 MiB; Aliyun OSS takes 100 KB. */
export const StorageProfiles = {
  s3: { name: "s3", minPartSize: 5 * MIB, partSize: 5 * MIB, maxParts: 10_000 },
  minio: { name: "minio", minPartSize: 5 * MIB, partSize: 5 * MIB, maxParts: 10_000 },
  oss: { name: "oss", minPartSize: 100 * 1024, partSize: FileSize.parallelPartSize, maxParts: 10_000 },
} as const satisfies Record<string, StorageProfile>;

/** A profile for a store with its own minimum part size (the embedded store, a test double). */
export function customProfile(minPartSize: number, name = "custom"): StorageProfile {
  return { name, minPartSize, partSize: Math.max(minPartSize, FileSize.parallelPartSize), maxParts: 10_000 };
}

/** How a file is cut into parts. */
export interface PartPlan {
  partSize: number;
  partCount: number;
  /** Parts in flight at once. */
  concurrency: number;
}

/**
 * The part plan of a multipart strategy: the spec's 1 MB parts for the parallel upload where the
 * backend allows them (else the backend's minimum), grown in whole MiB when a file would need
 * more parts than the backend takes.
 */
export function planParts(size: number, strategy: UploadStrategy, profile: StorageProfile): PartPlan {
  const wanted =
    strategy === UploadStrategy.parallel ? Math.max(FileSize.parallelPartSize, profile.minPartSize) : Math.max(profile.partSize, profile.minPartSize);
  let partSize = wanted;
  if (Math.ceil(size / partSize) > profile.maxParts) partSize = Math.ceil(size / profile.maxParts / MIB) * MIB;
  return {
    partSize,
    partCount: Math.max(1, Math.ceil(size / partSize)),
    concurrency: strategy === UploadStrategy.parallel ? FileSize.parallelParts : 1,
  };
}
