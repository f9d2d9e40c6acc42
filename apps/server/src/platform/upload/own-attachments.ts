import { messageOf, validateUploadFile } from "@cidp/domain";
import { refuse } from "../../runtime/refusal.ts";
import type { StoredFiles, StoredImage } from "./stored-files.ts";

/** What a trade document may be: a PDF or a scan (spec §5 upload rules, as the portal's upload fields say). */
export const TRADE_DOCUMENT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const;
/** The largest trade document, in MB. */
export const TRADE_DOCUMENT_MAX_MB = 20;

/**
 * The member's own finished uploads among `ids`, of an allowed type and size, in the order given;
 * one that is not refuses the whole call (400, naming what the files were for: `label`) before
 * anything is written.
 */
export async function ownAttachments(files: StoredFiles, memberId: number, ids: readonly number[], label: string): Promise<StoredImage[]> {
  const unique = [...new Set(ids)];
  const found = await files.ownFiles(memberId, unique, TRADE_DOCUMENT_EXTENSIONS);
  if (found.size !== unique.length) throw refuse("invalid", `${label}无效，请重新上传`);
  for (const file of found.values()) {
    const checked = validateUploadFile({ name: file.fileName, size: file.size }, { accept: [...TRADE_DOCUMENT_EXTENSIONS], maxSizeMb: TRADE_DOCUMENT_MAX_MB });
    if (!checked.ok) throw refuse("invalid", `${file.fileName}：${messageOf(checked)}`);
  }
  return unique.map((id) => found.get(id)).filter((file): file is StoredImage => file !== undefined);
}
