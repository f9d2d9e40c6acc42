import { randomUUID } from "node:crypto";
import type { ObjectBytes } from "../object-store/object-bytes.ts";

const OBJECT_PREFIX = "transfer-receipts/";

/** The 回单 finance may attach, told by their first bytes (the name's extension proves nothing). */
const RECEIPT_KINDS = [
  { ext: "pdf", type: "application/pdf", is: (b: Uint8Array) => Buffer.from(b.subarray(0, 5)).toString("latin1") === "%PDF-" },
  { ext: "png", type: "image/png", is: (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { ext: "jpg", type: "image/jpeg", is: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: "webp",
    type: "image/webp",
    is: (b: Uint8Array) => Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF" && Buffer.from(b.subarray(8, 12)).toString("latin1") === "WEBP",
  },
] as const;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A receipt refused: the message finance reads and the call's status. */
export class TransferReceiptError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A stored 回单: where it is and what it is. */
export interface StoredReceipt {
  objectKey: string;
  contentType: string;
}

/**
 * The bank receipts (回单) finance attaches to a confirmed transfer or a refund made: an image or a
 * PDF of at most `maxBytes`, checked by its bytes, kept in the object store under a random name
 * (staff only: the services never publish it).
 */
export function createTransferReceipts(objects: ObjectBytes, maxBytes: number) {
  return {
    async store(receipt: { fileName: string; data: string }): Promise<StoredReceipt> {
      const data = receipt.data.replace(/^data:[^,]*,/, "");
      if (!BASE64.test(data)) throw new TransferReceiptError(400, "银行回单数据无效，请重新选择文件");
      const bytes = new Uint8Array(Buffer.from(data, "base64"));
      if (bytes.length > maxBytes) throw new TransferReceiptError(413, "银行回单不能超过5MB");
      const kind = RECEIPT_KINDS.find((candidate) => bytes.length >= 12 && candidate.is(bytes));
      if (!kind) throw new TransferReceiptError(400, "银行回单只能是PDF或JPG、PNG、WEBP格式的图片");
      const objectKey = `${OBJECT_PREFIX}${randomUUID()}.${kind.ext}`;
      await objects.put(objectKey, bytes, kind.type);
      return { objectKey, contentType: kind.type };
    },

    /** A stored receipt's bytes and the extension its type has; null when the store no longer has it. */
    async read(receipt: StoredReceipt): Promise<{ bytes: Uint8Array; ext: string } | null> {
      const bytes = await objects.get(receipt.objectKey);
      const ext = RECEIPT_KINDS.find((kind) => kind.type === receipt.contentType)?.ext ?? "bin";
      return bytes && { bytes, ext };
    },
  };
}

export type TransferReceipts = ReturnType<typeof createTransferReceipts>;
