import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Seals and opens one kind of stored secret (an ID number, an account number, a TOTP secret). */
export interface FieldCipher {
  seal(plain: string): string;
  /** The plain text, or null when the sealed value was not made with this key and purpose. */
  open(sealed: string): string | null;
}

/**
 * AES-256-GCM under a key derived (HKDF) from the server secret and a purpose, so a database copy
 * alone reveals no ID or account number, and a value sealed for one purpose does not open as another.
 * Sealed form: `v1.<iv>.<tag>.<cipher text>`, base64url parts.
 */
export function createFieldCipher(secret: Uint8Array, purpose: string): FieldCipher {
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `cidp field ${purpose}`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) return null;
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
