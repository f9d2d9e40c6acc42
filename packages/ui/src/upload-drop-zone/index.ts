export { UploadDropZone, type UploadDropZoneProps } from "./upload-drop-zone.tsx";
