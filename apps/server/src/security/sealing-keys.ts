import { createHmac, randomBytes } from "node:crypto";

/**
 * The keys that seal data at rest (ID and account numbers, staff TOTP secrets, the wrapped keys of
 * sealed quotations and bids, suppliers' own copies): `SEALING_KEYS`, a comma list of `id:secret`.
 * The first key seals what is written from now on; every key listed opens what it sealed, so a
 * rotation puts a new key first and keeps the old ones after it. The key's id is written into each
 * sealed value, so a value is opened by the key that made it, and a database restored with the
 * wrong keys is refused at start (sealing-key-check.ts) instead of showing empty bids.
 *
 * Never derived from TOKEN_SECRET: sessions' secret can be changed at will (every member logs in
 * again), while losing this one loses the data it sealed. It is kept with the backups.
 */
export interface SealingKeys {
  /** The id of the key that seals new values. */
  readonly current: string;
  /** Every id, the current one first. */
  readonly ids: readonly string[];
  /** A key's secret by its id; undefined for an id not listed. */
  secretOf(id: string): Uint8Array | undefined;
}

const KEY_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
const MIN_SECRET_LENGTH = 32;
const WHAT = "SEALING_KEYS must be a comma list of id:secret (e.g. 2026-11:<openssl rand -base64 32>), the key that seals first";

/** The ring made of `[id, secret]` entries, the first sealing; throws a one-line reason when an entry is unusable. */
export function sealingKeysOf(entries: ReadonlyArray<readonly [string, string | Uint8Array]>): SealingKeys {
  if (entries.length === 0) throw new Error(WHAT);
  const secrets = new Map<string, Uint8Array>();
  for (const [id, secret] of entries) {
    if (!KEY_ID.test(id)) throw new Error(`SEALING_KEYS: the key id "${id}" must be 1–32 lower-case letters, digits or hyphens`);
    if (secrets.has(id)) throw new Error(`SEALING_KEYS: the key id "${id}" is listed twice`);
    const bytes = typeof secret === "string" ? new TextEncoder().encode(secret) : secret;
    if (bytes.length < MIN_SECRET_LENGTH) throw new Error(`SEALING_KEYS: the key "${id}" must be at least ${MIN_SECRET_LENGTH} characters`);
    if (new Set(bytes).size === 1) throw new Error(`SEALING_KEYS: the key "${id}" must not be one character repeated: use random characters`);
    secrets.set(id, bytes);
  }
  const ids = [...secrets.keys()];
  return { current: ids[0] as string, ids, secretOf: (id) => secrets.get(id) };
}

/** Reads `SEALING_KEYS`' text; throws a one-line reason. */
export function parseSealingKeys(text: string): SealingKeys {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(":");
      if (colon <= 0) throw new Error(WHAT);
      return [entry.slice(0, colon), entry.slice(colon + 1)] as const;
    });
  return sealingKeysOf(entries);
}

/** One new random key: tests, and the development folder's generated key. */
export function randomSealingKeys(id = "local"): SealingKeys {
  return sealingKeysOf([[id, randomBytes(32)]]);
}

/**
 * A key's fingerprint, kept in the database beside what it sealed: it tells whether a key of that
 * id is the one that sealed, and reveals nothing of the key.
 */
export function sealingKeyFingerprint(secret: Uint8Array): string {
  return createHmac("sha256", secret).update("cidp sealing key fingerprint").digest("base64url");
}
