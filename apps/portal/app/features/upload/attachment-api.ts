import { uploadPaths } from "@cidp/api-client/contract";
import { ModifyStatus } from "@cidp/domain";

/** An attachment row as the list call answers it (spec §3, with signed links). */
export interface AttachmentRow {
  id: string;
  resourceId: string;
  fileName: string;
  fileExt: string;
  suffix: string;
  filePath: string;
  previewPath: string | null;
  fileSize: number;
  modifyStatus: ModifyStatus;
  createUserName: string;
  createTime: string;
  publishUserName: string;
}

/** Which business record the attachments belong to. */
export interface BusinessRef {
  businessType: string;
  businessId: string;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  // Same origin: the portal's /api proxy adds the session headers from the HttpOnly cookies.
  const response = await fetch(url, { credentials: "same-origin", ...init, headers: { "Content-Type": "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
  if (!response.ok || body?.code !== 200) throw new Error(body?.msg ?? String(response.status));
  return body.data as T;
}

/** GET the record's attachments. */
export function listAttachments(ref: BusinessRef): Promise<AttachmentRow[]> {
  return call(`${uploadPaths.attachmentList}?${new URLSearchParams({ ...ref }).toString()}`);
}

/** POST the rows added (1) or deleted (3); answers the record's attachments after them. */
export function saveAttachments(
  ref: BusinessRef,
  changes: { id?: string; resourceId?: string; fileName?: string; modifyStatus: ModifyStatus }[],
): Promise<AttachmentRow[]> {
  return call(uploadPaths.attachmentSave, { method: "POST", body: JSON.stringify({ ...ref, attachments: changes }) });
}

/** The rows to send for a save: only what changed. */
export function pendingChanges(rows: readonly AttachmentRow[]) {
  return rows
    .filter((r) => r.modifyStatus !== ModifyStatus.unchanged)
    .map((r) =>
      r.modifyStatus === ModifyStatus.added
        ? { resourceId: r.resourceId, fileName: r.fileName, modifyStatus: r.modifyStatus }
        : { id: r.id, modifyStatus: r.modifyStatus },
    );
}
