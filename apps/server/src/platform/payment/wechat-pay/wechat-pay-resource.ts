import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** The encrypted part of a notification (`resource`), AEAD_AES_256_GCM under the APIv3 key. */
export interface EncryptedResource {
  algorithm: string;
  /** base64 of the ciphertext followed by the 16-byte GCM tag. */
  ciphertext: string;
  /** 12 characters, used as they are (their UTF-8 bytes) as the GCM nonce. */
  nonce: string;
  /** Authenticated but not encrypted; may be empty. */
  associated_data?: string;
  original_type?: string;
}

const TAG_BYTES = 16;

export class ResourceDecryptionError extends Error {}

/**
 * The plaintext of a notification's resource. A wrong APIv3 key, a tampered ciphertext or
 * associated data all fail the GCM tag: nothing unauthenticated is ever returned.
 */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string {
  if (resource.algorithm !== "AEAD_AES_256_GCM") throw new ResourceDecryptionError(`不支持的加密算法：${String(resource.algorithm).slice(0, 32)}`);
  const sealed = Buffer.from(resource.ciphertext, "base64");
  if (sealed.length <= TAG_BYTES) throw new ResourceDecryptionError("密文过短");
  try {
    const decipher = createDecipheriv("aes-256-gcm", apiV3Key, Buffer.from(resource.nonce, "utf8"), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    throw new ResourceDecryptionError("通知内容解密失败（APIv3 密钥不符或内容被篡改）");
  }
}

/** Encrypts a resource as WeChat Pay does (for the fake gateway). */
export function encryptResource(apiV3Key: Buffer, plaintext: string, associatedData: string, originalType: string): EncryptedResource {
  const nonce = randomBytes(6).toString("hex");
  const cipher = createCipheriv("aes-256-gcm", apiV3Key, Buffer.from(nonce, "utf8"), { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: "AEAD_AES_256_GCM", ciphertext: sealed.toString("base64"), nonce, associated_data: associatedData, original_type: originalType };
}
