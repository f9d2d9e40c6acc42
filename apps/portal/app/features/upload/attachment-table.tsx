import { attachmentActions, downloadNotice, formatFileSize, messageOf, previewKind, validateDownloadSelection, visibleAttachments, zhCN } from "@cidp/domain";
import { Button, Table, type TableColumn } from "@cidp/ui";
import { useState } from "react";
import { TextList } from "../../lib/text-list.tsx";
import type { AttachmentRow } from "./attachment-api.ts";
import * as styles from "./upload.css.ts";
import { uploadTexts } from "./upload-texts.ts";

/** Props of the attachment table (spec §3, §6). */
export interface AttachmentTableProps {
  rows: readonly AttachmentRow[];
  /** The member's permission keys; preview needs user_view. */
  permissions: readonly string[];
  /** A disabled widget hides delete. */
  disabled?: boolean;
  loading?: boolean;
  onDelete: (id: string) => void;
}

/** Online viewer for office files; it fetches the signed link itself. */
function officeViewerUrl(path: string): string {
  return `https://view.officeapps.live.com/op/view.aspx?src=${encodeURIComponent(new URL(path, window.location.origin).toString())}`;
}

/** Checks the link answers, then lets the browser download it (no large blob in memory). */
async function download(row: AttachmentRow): Promise<void> {
  const probe = await fetch(row.filePath, { method: "HEAD" });
  if (!probe.ok) throw new Error(String(probe.status));
  const anchor = document.createElement("a");
  anchor.href = row.filePath;
  anchor.download = row.fileName;
  anchor.rel = "noopener";
  anchor.click();
}

/** The attachments of a record: preview, online view, download, batch download, delete. */
export function AttachmentTable({ rows, permissions, disabled = false, loading = false, onDelete }: AttachmentTableProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const actions = attachmentActions({ disabled, permissions });
  const visible = visibleAttachments(rows);

  const downloadAll = async (list: readonly AttachmentRow[]) => {
    const found: string[] = [];
    for (const row of list) {
      const notice = downloadNotice({ name: row.fileName, size: row.fileSize });
      if (notice) found.push(messageOf(notice));
      try {
        await download(row);
      } catch {
        found.push(zhCN["download.failed"]);
      }
    }
    setNotices(found);
  };

  const columns: TableColumn<AttachmentRow>[] = [
    { key: "fileName", title: uploadTexts.fileName },
    { key: "fileSize", title: uploadTexts.fileSize, render: (row) => formatFileSize(row.fileSize), width: 120 },
    { key: "createUserName", title: uploadTexts.createUser, width: 120 },
    { key: "createTime", title: uploadTexts.createTime, render: (row) => new Date(row.createTime).toLocaleString("zh-CN"), width: 180 },
    {
      key: "actions",
      title: uploadTexts.actions,
      width: 260,
      render: (row) => {
        const kind = previewKind(row);
        return (
          <span className={styles.toolbar}>
            {actions.preview && kind === "image" && row.previewPath && (
              <a href={row.previewPath} target="_blank" rel="noopener noreferrer" data-permission="user_view">
                {uploadTexts.preview}
              </a>
            )}
            {actions.preview && kind === "office" && (
              <a href={officeViewerUrl(row.filePath)} target="_blank" rel="noopener noreferrer" data-permission="user_view">
                {uploadTexts.onlineView}
              </a>
            )}
            <Button variant="link" onClick={() => void downloadAll([row])}>
              {uploadTexts.download}
            </Button>
            {actions.remove && (
              <Button variant="link" onClick={() => onDelete(row.id)}>
                {uploadTexts.delete}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <div data-testid="attachment-table">
      <div className={styles.toolbar}>
        <Button
          variant="ghost"
          onClick={() => {
            const chosen = validateDownloadSelection(visible.filter((r) => selected.includes(r.id)));
            if (!chosen.ok) setNotices([messageOf(chosen)]);
            else void downloadAll(chosen.value);
          }}
        >
          {uploadTexts.batchDownload}
        </Button>
      </div>
      {notices.length > 0 && <TextList items={[...new Set(notices)]} role="status" className={styles.notice} />}
      <Table
        caption={uploadTexts.attachments}
        columns={columns}
        data={visible}
        rowKey={(row) => row.id}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        rowLabel={(row) => row.fileName}
        loading={loading}
        empty={uploadTexts.empty}
      />
    </div>
  );
}
