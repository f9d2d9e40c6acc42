/** The S3 operations the store serves. */
export type StoreOperation =
  | "PutObject"
  | "GetObject"
  | "HeadObject"
  | "CreateMultipartUpload"
  | "UploadPart"
  | "ListParts"
  | "CompleteMultipartUpload"
  | "AbortMultipartUpload"
  | "DeleteObject"
  | "ListObjectsV2"
  | "HeadBucket"
  | "Preflight";

/** An injected failure of one request. */
export interface InjectedFailure {
  status: number;
  code: string;
  retryAfterSeconds?: number;
}

/**
 * Faults the store injects so tests and benchmarks can drive retry, resume and refresh paths. All
 * fields are optional and may be changed between requests.
 */
export interface FaultPlan {
  /** Milliseconds added before each request is answered. */
  latencyMs?: number;
  /** Cut the connection after this many body bytes of the next body-carrying request (once). */
  resetAtByte?: number | null;
  /** Fail the next `times` attempts of a given part number (UploadPart). */
  failPart?: Map<number, InjectedFailure & { times: number }>;
  /** Share of UploadPart requests failing with 503 (0 to 1), drawn from `random`. */
  partFailureRate?: number;
  /** Answer the next requests signed with a session token with ExpiredToken (count). */
  expireTokens?: number;
  /** Random source for `partFailureRate`, so a seed makes runs repeatable. */
  random?: () => number;
}

/** One served request, as the store records it for assertions. */
export interface RequestRecord {
  operation: StoreOperation;
  key: string;
  partNumber: number | null;
  bytes: number;
  status: number;
}

/** Picks the injected failure of an UploadPart attempt, consuming one-shot faults. */
export function partFailure(plan: FaultPlan, partNumber: number): InjectedFailure | null {
  const planned = plan.failPart?.get(partNumber);
  if (planned && planned.times > 0) {
    planned.times -= 1;
    return planned;
  }
  const rate = plan.partFailureRate ?? 0;
  if (rate > 0 && (plan.random ?? Math.random)() < rate) return { status: 503, code: "SlowDown" };
  return null;
}

/** A seeded pseudo-random source (mulberry32) for repeatable fault runs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
