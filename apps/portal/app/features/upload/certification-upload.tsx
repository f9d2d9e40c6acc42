import { deleteAttachment, ModifyStatus, UploadCountLimit, UploadSizeCapMb } from "@cidp/domain";
import type { ItemView } from "@cidp/upload";
import { useCallback, useEffect, useState } from "react";
import { oneAtATime } from "../../lib/one-at-a-time.ts";
import { type AttachmentRow, type BusinessRef, listAttachments, pendingChanges, saveAttachments } from "./attachment-api.ts";
import { AttachmentTable } from "./attachment-table.tsx";
import * as styles from "./upload.css.ts";
import { uploadTexts } from "./upload-texts.ts";
import { UploadWidget } from "./upload-widget.tsx";

/** Image and video formats of the certification material (a subset of the spec's accept list). */
const CERTIFICATION_ACCEPT = ["jpg", "jpeg", "png", "tif", "mp4", "flv", "rmvb", "pdf", "zip"] as const;

/** Props of the certification upload feature. */
export interface CertificationUploadProps {
  business: BusinessRef;
  permissions: readonly string[];
}

/**
 * The certification material page: upload images and videos (large variant, 500 MB), then keep
 * them as the record's attachments. Each change is saved at once with its modifyStatus.
 */
export function CertificationUpload({ business, permissions }: CertificationUploadProps) {
  const [rows, setRows] = useState<AttachmentRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Each answer is the record's whole list, so the calls go one at a time: with several files
  // finishing together, an older list arriving last would otherwise hide the newer rows.
  const [inTurn] = useState(oneAtATime);

  useEffect(() => {
    inTurn(() => listAttachments(business))
      .then(setRows)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setLoading(false));
  }, [business, inTurn]);

  const apply = useCallback(
    async (changes: Parameters<typeof saveAttachments>[1]) => {
      try {
        setRows(await inTurn(() => saveAttachments(business, changes)));
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [business, inTurn],
  );

  const onUploaded = useCallback(
    (item: ItemView) => {
      if (item.resourceId) void apply([{ resourceId: item.resourceId, fileName: item.name, modifyStatus: ModifyStatus.added }]);
    },
    [apply],
  );

  return (
    <>
      <section className={styles.section}>
        <h1>{uploadTexts.pageTitle}</h1>
        <UploadWidget accept={CERTIFICATION_ACCEPT} maxSizeMb={UploadSizeCapMb.large} limit={UploadCountLimit.fileLimit} onUploaded={onUploaded} />
      </section>
      <section className={styles.section}>
        <h2>{uploadTexts.attachments}</h2>
        {error && <p role="alert">{error}</p>}
        <AttachmentTable rows={rows} permissions={permissions} loading={loading} onDelete={(id) => void apply(pendingChanges(deleteAttachment(rows, id)))} />
      </section>
    </>
  );
}
