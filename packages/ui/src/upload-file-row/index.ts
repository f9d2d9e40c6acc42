export { formatFileSize } from "./format-file-size.ts";
export { UploadFileRow, type UploadFileRowProps, type UploadRowStatus } from "./upload-file-row.tsx";
