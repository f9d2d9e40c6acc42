/** The largest trade document (招标文件, 询价附件, 报价附件, a bidder's documents), in MB, as the services check it (platform/upload/own-attachments.ts). */
const DOCUMENT_MAX_MB = 20;

/**
 * The upload field's settings of a trade document, as the services check them: spread onto the
 * upload engine's `FilesField` with the field's name.
 */
export function tradeDocumentField(label: string, limit = 10) {
  return {
    label: `${label}（PDF、JPG、PNG，每个不超过${DOCUMENT_MAX_MB}M）`,
    accept: ["pdf", "jpg", "jpeg", "png"],
    maxSizeMb: DOCUMENT_MAX_MB,
    limit,
    uploadedText: (fileName: string) => `已上传：${fileName}`,
  } as const;
}
