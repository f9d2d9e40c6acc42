import { messageOf, validateUploadFile } from "@cidp/domain";
import { refuse } from "../../runtime/refusal.ts";
import type { StoredFiles } from "./stored-files.ts";

/** One kind of file a listing's form attaches: the ids sent, the extensions allowed, and the refusal when one is not the member's. */
interface AttachedKind {
  ids: readonly number[];
  extensions: readonly string[];
  refusal: string;
}

/**
 * The member's own verified uploads for a listing's photos and its documents (a product's test
 * reports, a machine's certificates). One id that is not the member's file of an allowed type
 * refuses the whole save, and so does a file over `maxSizeMb`: the upload engine checks the size in
 * the browser only. Ids sent twice count once.
 */
export async function checkedListingUploads(files: StoredFiles, memberId: number, photos: AttachedKind, documents: AttachedKind, maxSizeMb: number) {
  const photoIds = [...new Set(photos.ids)];
  const documentIds = [...new Set(documents.ids)];
  const [images, documentFiles] = await Promise.all([
    files.ownFiles(memberId, photoIds, photos.extensions),
    files.ownFiles(memberId, documentIds, documents.extensions),
  ]);
  if (images.size !== photoIds.length) throw refuse("invalid", photos.refusal);
  if (documentFiles.size !== documentIds.length) throw refuse("invalid", documents.refusal);
  for (const file of [...images.values(), ...documentFiles.values()]) {
    const checked = validateUploadFile({ name: file.fileName, size: file.size }, { accept: [...photos.extensions, ...documents.extensions], maxSizeMb });
    if (!checked.ok) throw refuse("invalid", `${file.fileName}：${messageOf(checked)}`);
  }
  return { photoIds, images, documents: documentIds.map((id) => ({ uploadId: id, name: documentFiles.get(id)?.fileName ?? "" })) };
}
