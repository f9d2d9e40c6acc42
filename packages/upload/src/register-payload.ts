import { extensionOf } from "@cidp/domain";

/** The register call's body (spec §7 uploads): name, extension, size and the file's MD5. */
export interface RegisterPayload {
  fileName: string;
  extName: string;
  fileSize: number;
  hashcode: string;
}

/** Builds the register payload for a file whose MD5 is known. */
export function buildRegisterPayload(file: { name: string; size: number }, md5: string): RegisterPayload {
  return { fileName: file.name, extName: extensionOf(file.name), fileSize: file.size, hashcode: md5 };
}
