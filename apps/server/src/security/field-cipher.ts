import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { SealingKeys } from "./sealing-keys.ts";

/** Seals and opens one kind of stored secret (an ID number, an account number, a TOTP secret). */
export interface FieldCipher {
  seal(plain: string): string;
  /**
   * The plain text, or null when the value was not sealed for this purpose (another supplier's
   * copy, another kind of field) or was tampered with. A value sealed by a key the ring does not
   * hold throws {@link SealingKeyMissingError}: that is a lost key, not a value of another purpose.
   */
  open(sealed: string): string | null;
}

/**
 * A field cipher of the key ring itself, which can also move a value to the current key: a rotation
 * re-seals what the old key sealed (platform/sealing-keys/reseal.ts), so the old key can be retired.
 */
export interface ResealingFieldCipher extends FieldCipher {
  /**
   * The value sealed anew under the current key, or null when the current key sealed it already.
   * Throws {@link SealingKeyMissingError} for a key the ring does not list, and
   * {@link SealedValueUnreadableError} for a value that does not open for this purpose: such a value
   * is never sealed anew (nor counted as done), since what it holds cannot be known.
   */
  reseal(sealed: string): string | null;
}

/** A sealed value whose key is not among SEALING_KEYS: said loudly, never shown as empty. */
export class SealingKeyMissingError extends Error {
  constructor(readonly keyId: string) {
    super(`data sealed with the key "${keyId}" cannot be opened: SEALING_KEYS does not list that key (add it back after the current one)`);
    this.name = "SealingKeyMissingError";
  }
}

/** A stored value that does not open for the purpose it is kept for (another purpose's, altered, not sealed at all). */
export class SealedValueUnreadableError extends Error {
  constructor(
    readonly purpose: string,
    readonly keyId: string | null,
  ) {
    super(
      keyId === null
        ? `a value that is not a sealed value (v2.<key id>.…) is kept where "${purpose}" values are sealed: left as it is`
        : `a value sealed with the key "${keyId}" does not open as "${purpose}" (sealed for another purpose, or altered): left as it is`,
    );
    this.name = "SealedValueUnreadableError";
  }
}

/** The sealed form's version, the first part of every sealed value. */
const VERSION = "v2";

/** What every sealed value starts with; the key's id follows (see {@link sealedPrefixOf}). */
export const SEALED_VALUE_PREFIX = `${VERSION}.`;

/**
 * What every value sealed by `keyId` starts with, so a query can find them without opening any. Key
 * ids are lower-case letters, digits and hyphens (sealing-keys.ts): nothing a LIKE pattern treats specially.
 */
export function sealedPrefixOf(keyId: string): string {
  return `${SEALED_VALUE_PREFIX}${keyId}.`;
}

/** The parts of a sealed value, or null when the text is not one. */
function partsOf(sealed: string): { keyId: string; iv: string; tag: string; body: string } | null {
  const [version, keyId, iv, tag, body, ...rest] = sealed.split(".");
  if (version !== VERSION || !keyId || !iv || !tag || body === undefined || rest.length > 0) return null;
  return { keyId, iv, tag, body };
}

/** The id of the key that sealed `sealed`, or null when the text is not a sealed value. Opens nothing. */
export function sealedKeyId(sealed: string): string | null {
  return partsOf(sealed)?.keyId ?? null;
}

/**
 * AES-256-GCM under a key derived (HKDF) from a sealing key and a purpose, so a database copy
 * alone reveals no ID or account number, and a value sealed for one purpose does not open as another.
 * Sealed form: `v2.<key id>.<iv>.<tag>.<cipher text>`, base64url parts; the key id says which of
 * SEALING_KEYS made it, so a rotation keeps old values readable.
 */
export function createFieldCipher(keys: SealingKeys, purpose: string): ResealingFieldCipher {
  const derived = new Map<string, Buffer>();
  const keyOf = (id: string): Buffer => {
    const known = derived.get(id);
    if (known) return known;
    const secret = keys.secretOf(id);
    if (!secret) throw new SealingKeyMissingError(id);
    const key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `cidp field ${purpose}`, 32));
    derived.set(id, key);
    return key;
  };
  const seal = (plain: string): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", keyOf(keys.current), iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return sealedPrefixOf(keys.current) + [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
  };
  const open = (sealed: string): string | null => {
    const parts = partsOf(sealed);
    if (!parts) return null;
    const key = keyOf(parts.keyId);
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(parts.iv, "base64url"));
      decipher.setAuthTag(Buffer.from(parts.tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(parts.body, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  };
  return {
    seal,
    open,
    reseal(sealed) {
      const keyId = sealedKeyId(sealed);
      if (keyId === keys.current) return null;
      const plain = keyId === null ? null : open(sealed);
      if (plain === null) throw new SealedValueUnreadableError(purpose, keyId);
      return seal(plain);
    },
  };
}
