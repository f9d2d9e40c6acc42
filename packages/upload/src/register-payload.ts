/** The register call's body (spec §7 uploads): name, extension, size and the file's MD5. */
export interface RegisterPayload {
  fileName: string;
  extName: string;
  fileSize: number;
  hashcode: string;
}

/** Lower-case extension after the last dot, or "" when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** Builds the register payload for a file whose MD5 is known. */
export function buildRegisterPayload(file: { name: string; size: number }, md5: string): RegisterPayload {
  return { fileName: file.name, extName: extensionOf(file.name), fileSize: file.size, hashcode: md5 };
}
