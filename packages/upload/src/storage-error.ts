/** A storage request that failed: the HTTP status, the S3 error code, and whether a retry may help. */
export class StorageRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`storage answered ${status} ${code}`);
    this.name = "StorageRequestError";
  }

  /** Throttling, server errors and timeouts pass with time; other answers will not change. */
  get retryable(): boolean {
    return this.status >= 500 || this.status === 429 || this.code === "RequestTimeout" || this.code === "SlowDown";
  }

  /** The temporary credentials ran out; new ones fix it. */
  get expired(): boolean {
    return this.code === "ExpiredToken" || this.code === "TokenRefreshRequired";
  }
}

/** The upload's bytes do not match what storage reports (ETag, size); retrying the same bytes will not help. */
export class IntegrityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IntegrityError";
  }
}
