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

/** A sealed value whose key is not among SEALING_KEYS: said loudly, never shown as empty. */
export class SealingKeyMissingError extends Error {
  constructor(readonly keyId: string) {
    super(`data sealed with the key "${keyId}" cannot be opened: SEALING_KEYS does not list that key (add it back after the current one)`);
    this.name = "SealingKeyMissingError";
  }
}

/**
 * AES-256-GCM under a key derived (HKDF) from a sealing key and a purpose, so a database copy
 * alone reveals no ID or account number, and a value sealed for one purpose does not open as another.
 * Sealed form: `v2.<key id>.<iv>.<tag>.<cipher text>`, base64url parts; the key id says which of
 * SEALING_KEYS made it, so a rotation keeps old values readable.
 */
export function createFieldCipher(keys: SealingKeys, purpose: string): FieldCipher {
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
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", keyOf(keys.current), iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v2", keys.current, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"))].join(".");
    },
    open(sealed) {
      const [version, keyId, iv, tag, body, ...rest] = sealed.split(".");
      if (version !== "v2" || !keyId || !iv || !tag || body === undefined || rest.length > 0) return null;
      const key = keyOf(keyId);
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
