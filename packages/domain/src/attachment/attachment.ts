import { IMAGE_PREVIEW_EXTENSIONS } from "../constants/file.constants.ts";
import { extensionOf } from "../files/file-size.ts";

/** How an attachment changed while a form was edited (spec §3): 0 unchanged, 1 added, 3 deleted. */
export const ModifyStatus = { unchanged: 0, added: 1, deleted: 3 } as const;

/** A modifyStatus value. */
export type ModifyStatus = (typeof ModifyStatus)[keyof typeof ModifyStatus];

/** An attachment row (spec §3). */
export interface AttachmentEntry {
  readonly id: string;
  readonly fileName: string;
  /** Extension without the dot; some services send `suffix` instead. */
  readonly fileExt?: string | null;
  readonly suffix?: string | null;
  readonly filePath: string;
  readonly fileSize: number;
  readonly modifyStatus: ModifyStatus;
  readonly createUserName?: string | null;
  readonly createTime?: string | null;
  readonly publishUserName?: string | null;
}

/** Permission key that the preview button carries (spec §6). */
export const ATTACHMENT_PREVIEW_PERMISSION = "user_view";

/** Office formats that open in the online viewer. */
export const OFFICE_PREVIEW_EXTENSIONS = ["doc", "docx", "xls", "xlsx", "ppt", "pptx", "pdf"] as const;

/** The attachment's extension, from fileExt, suffix or its name. */
export function attachmentExtension(entry: Pick<AttachmentEntry, "fileName" | "fileExt" | "suffix">): string {
  const given = (entry.fileExt || entry.suffix || "").replace(/^\./, "").toLowerCase();
  return given || extensionOf(entry.fileName);
}

/** How an attachment previews: as an image, in the online office viewer, or not at all (spec §9). */
export function previewKind(entry: Pick<AttachmentEntry, "fileName" | "fileExt" | "suffix">): "image" | "office" | "none" {
  const ext = attachmentExtension(entry);
  if ((IMAGE_PREVIEW_EXTENSIONS as readonly string[]).includes(ext)) return "image";
  return (OFFICE_PREVIEW_EXTENSIONS as readonly string[]).includes(ext) ? "office" : "none";
}

/** The row actions a widget offers: preview needs user_view; delete is hidden on a disabled widget (spec §6). */
export function attachmentActions(options: { readonly disabled: boolean; readonly permissions: readonly string[] }): {
  readonly preview: boolean;
  readonly download: true;
  readonly remove: boolean;
} {
  return { preview: options.permissions.includes(ATTACHMENT_PREVIEW_PERMISSION), download: true, remove: !options.disabled };
}

/**
 * The list after the member deletes a row: a row added in this edit just goes; a saved row
 * stays, marked deleted (3), so the save tells the server to drop it.
 */
export function deleteAttachment<T extends Pick<AttachmentEntry, "id" | "modifyStatus">>(entries: readonly T[], id: string): T[] {
  return entries.flatMap((entry) => {
    if (entry.id !== id) return [entry];
    return entry.modifyStatus === ModifyStatus.added ? [] : [{ ...entry, modifyStatus: ModifyStatus.deleted }];
  });
}

/** The rows a member still sees: every row not marked deleted. */
export function visibleAttachments<T extends Pick<AttachmentEntry, "modifyStatus">>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.modifyStatus !== ModifyStatus.deleted);
}
