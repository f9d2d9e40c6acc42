/** Temporary storage credentials (spec §3 registration: accessKey, accessSecret, accessToken). */
export interface StorageCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** Epoch ms of expiry; null when the backend did not say. */
  expiresAt: number | null;
}

/** Hands out credentials, renewing them before they expire or when storage says they did. */
export interface CredentialSource {
  current(): Promise<StorageCredentials>;
  /** Renews now; concurrent callers share one renewal. */
  refresh(): Promise<StorageCredentials>;
}

/** Renew this long before the stated expiry, so a part started just before it still signs in time. */
export const CREDENTIAL_REFRESH_MARGIN_MS = 60_000;

/** A credential source over a renewal call (the register call answers fresh credentials for the same resource). */
export function createCredentialSource(
  initial: StorageCredentials,
  renew: () => Promise<StorageCredentials>,
  now: () => number = Date.now,
  marginMs = CREDENTIAL_REFRESH_MARGIN_MS,
): CredentialSource {
  let credentials = initial;
  let renewing: Promise<StorageCredentials> | null = null;
  const refresh = () => {
    renewing ??= renew()
      .then((fresh) => {
        credentials = fresh;
        return fresh;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };
  return {
    refresh,
    async current() {
      if (renewing) return renewing;
      if (credentials.expiresAt !== null && credentials.expiresAt - marginMs <= now()) return refresh();
      return credentials;
    },
  };
}
