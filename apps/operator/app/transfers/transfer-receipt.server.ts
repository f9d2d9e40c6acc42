import { TRANSFER_RECEIPT_MAX_BYTES } from "@cidp/api-client/contract";
import { transferTexts as texts } from "./transfer-texts.ts";

/**
 * The 回单 chosen in a transfer form, as the services take it (its name and its bytes in base64;
 * they check the bytes are a PDF or a picture), or what is wrong with it.
 */
export async function chosenReceipt(form: FormData): Promise<{ receipt: { fileName: string; data: string } } | { error: string; status: number }> {
  const file = form.get("receipt");
  if (!(file instanceof File) || file.size === 0) return { error: texts.noReceipt, status: 400 };
  if (file.size > TRANSFER_RECEIPT_MAX_BYTES) return { error: texts.receiptTooLarge, status: 413 };
  const data = Buffer.from(await file.arrayBuffer()).toString("base64");
  return { receipt: { fileName: file.name.slice(0, 200) || "银行回单", data } };
}
