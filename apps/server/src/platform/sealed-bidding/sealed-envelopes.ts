import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, diffieHellman, generateKeyPairSync, hkdfSync, randomBytes } from "node:crypto";
import { createFieldCipher } from "../../security/field-cipher.ts";
import type { SealingKeys } from "../../security/sealing-keys.ts";

/** Why prices cannot be read now. */
export class StillSealedError extends Error {
  constructor() {
    super("报价截止前，任何人都不能查看报价");
  }
}

/**
 * What the seal needs of a call for offers (an inquiry sheet, a tender) to decide whether its
 * offers may be opened. A tender has one round: opened once its opening is recorded.
 */
export interface SealedCall {
  readonly id: number;
  readonly publicKey: string;
  readonly sealedPrivateKey: string;
  /** Rounds whose deadline has passed and whose opening was recorded. */
  readonly openedRounds: number;
}

const b64 = (buffer: Buffer) => buffer.toString("base64url");
const unb64 = (text: string) => Buffer.from(text, "base64url");

/** The labels that keep one kind of sealed document's keys apart from another's. */
export interface SealScope {
  readonly privateKeyWrap: string;
  readonly aead: string;
  readonly author: string;
}

/** Inquiry sheets' quotations (the labels sealed data already carries: never change them). */
export const INQUIRY_SEAL_SCOPE: SealScope = { privateKeyWrap: "inquiry sheet private key", aead: "cidp quotation sheet", author: "inquiry quotation author" };
/** Tenders' bids (投标文件), sealed the same way under their own labels. */
export const TENDER_SEAL_SCOPE: SealScope = { privateKeyWrap: "tender private key", aead: "cidp tender", author: "tender bid author" };

function aeadKey(shared: Buffer, label: string, callId: number): Buffer {
  return Buffer.from(hkdfSync("sha256", shared, Buffer.alloc(0), `${label} ${callId}`, 32));
}

/**
 * Sealed envelopes: quotations (密封报价, INQUIRY_SEAL_SCOPE) and bids (投标文件, TENDER_SEAL_SCOPE). Each sheet or tender has an X25519 key pair: a quotation is encrypted to the
 * sheet's public key the moment it is submitted (ECIES: an ephemeral key, HKDF, AES-256-GCM), so
 * sealing needs no secret at all; the private key is stored wrapped by the sealing keys and
 * unwrapped only by `openForBuyer`, which refuses until the round's opening has been recorded.
 * A database dump taken before the deadline holds ciphertext and a wrapped key, no price.
 *
 * The supplier's own copy is sealed separately under a key derived for that supplier and sheet,
 * so they can see and revise their quotation before the deadline without the sheet's key.
 */
export function createSealedEnvelopes(keys: SealingKeys, scope: SealScope) {
  const keyWrap = createFieldCipher(keys, scope.privateKeyWrap);
  const authorCipher = (callId: number, authorBusinessId: number) => createFieldCipher(keys, `${scope.author} ${callId}:${authorBusinessId}`);

  return {
    /** A new sheet's key pair: the public key in the clear, the private key wrapped. */
    newSheetKeys(): { publicKey: string; sealedPrivateKey: string } {
      const { publicKey, privateKey } = generateKeyPairSync("x25519");
      return {
        publicKey: b64(publicKey.export({ format: "der", type: "spki" })),
        sealedPrivateKey: keyWrap.seal(b64(privateKey.export({ format: "der", type: "pkcs8" }))),
      };
    },

    /** Seals a payload to the sheet (anyone may seal; only an opened round can be read). */
    sealForBuyer(sheet: Pick<SealedCall, "id" | "publicKey">, payload: unknown): string {
      const sheetKey = createPublicKey({ key: unb64(sheet.publicKey), format: "der", type: "spki" });
      const ephemeral = generateKeyPairSync("x25519");
      const key = aeadKey(diffieHellman({ privateKey: ephemeral.privateKey, publicKey: sheetKey }), scope.aead, sheet.id);
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
      return ["e1", b64(ephemeral.publicKey.export({ format: "der", type: "spki" })), b64(iv), b64(cipher.getAuthTag()), b64(body)].join(".");
    },

    /** Opens a quotation of `round` for the buyer: only once that round's opening is recorded. */
    openForBuyer(sheet: SealedCall, round: number, sealed: string): unknown {
      if (round > sheet.openedRounds) throw new StillSealedError();
      const [version, ephemeral, iv, tag, body] = sealed.split(".");
      if (version !== "e1" || !ephemeral || !iv || !tag || body === undefined) throw new Error("malformed sealed quotation");
      const wrapped = keyWrap.open(sheet.sealedPrivateKey);
      if (wrapped === null) throw new Error("the call's private key does not open with SEALING_KEYS");
      const privateKey = createPrivateKey({ key: unb64(wrapped), format: "der", type: "pkcs8" });
      const publicKey = createPublicKey({ key: unb64(ephemeral), format: "der", type: "spki" });
      const decipher = createDecipheriv("aes-256-gcm", aeadKey(diffieHellman({ privateKey, publicKey }), scope.aead, sheet.id), unb64(iv));
      decipher.setAuthTag(unb64(tag));
      return JSON.parse(Buffer.concat([decipher.update(unb64(body)), decipher.final()]).toString("utf8"));
    },

    sealForAuthor(callId: number, authorBusinessId: number, payload: unknown): string {
      return authorCipher(callId, authorBusinessId).seal(JSON.stringify(payload));
    },

    /** The supplier's own copy; null when it was not sealed for this supplier. */
    openForAuthor(callId: number, authorBusinessId: number, sealed: string): unknown {
      const plain = authorCipher(callId, authorBusinessId).open(sealed);
      return plain === null ? null : JSON.parse(plain);
    },
  };
}

export type SealedEnvelopes = ReturnType<typeof createSealedEnvelopes>;
