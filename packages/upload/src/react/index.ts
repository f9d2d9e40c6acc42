export { useUploader, useUploaderSnapshot } from "./use-uploader.ts";
