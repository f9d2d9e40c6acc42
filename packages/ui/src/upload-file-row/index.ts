export { UploadFileRow, type UploadFileRowProps, type UploadRowStatus } from "./upload-file-row.tsx";
