import { crc32, inflateRawSync } from "node:zlib";

/**
 * Reads the files of a ZIP archive (Alipay's statements come as one). A reader of the central
 * directory on node:zlib rather than a package: the services have no ZIP dependency and the
 * lockfile is not ours to change (fflate, which the portal uses, would do the same). Stored and
 * deflated entries, no ZIP64, no encryption: what Alipay's bill files are.
 */

export interface ZipEntry {
  /** UTF-8 when the archive flags it, else GBK (Alipay names its files in Chinese without the flag). */
  name: string;
  data: Uint8Array;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const UTF8_NAME_FLAG = 0x0800;
const ENCRYPTED_FLAG = 0x0001;
/** A bill of a day is a few MB at most; more is a broken or hostile file. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

export class ZipArchiveError extends Error {}

export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL_FILE_HEADER) throw new ZipArchiveError("zip: broken central directory");
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const expectedCrc = view.getUint32(offset + 16, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = new TextDecoder(flags & UTF8_NAME_FLAG ? "utf-8" : "gbk").decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;

    if (name.endsWith("/")) continue;
    if (flags & ENCRYPTED_FLAG) throw new ZipArchiveError(`zip: ${name} is encrypted`);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw new ZipArchiveError(`zip: ${name} needs ZIP64`);
    if (size > MAX_ENTRY_BYTES) throw new ZipArchiveError(`zip: ${name} is larger than ${MAX_ENTRY_BYTES} bytes`);
    if (localOffset + 30 > view.byteLength || view.getUint32(localOffset, true) !== LOCAL_FILE_HEADER)
      throw new ZipArchiveError(`zip: ${name} has no local header`);
    // The local header's own name and extra lengths may differ from the central directory's.
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (dataStart + compressedSize > view.byteLength) throw new ZipArchiveError(`zip: ${name} is cut short`);
    const stored = bytes.subarray(dataStart, dataStart + compressedSize);
    let data: Uint8Array;
    if (method === 0) data = stored;
    else if (method === 8) {
      try {
        data = inflateRawSync(stored, { maxOutputLength: MAX_ENTRY_BYTES });
      } catch (error) {
        throw new ZipArchiveError(`zip: ${name} does not inflate (${(error as Error).message})`);
      }
    } else throw new ZipArchiveError(`zip: ${name} uses compression method ${method}`);
    if (data.byteLength !== size || crc32(data) !== expectedCrc) throw new ZipArchiveError(`zip: ${name} fails its CRC check`);
    entries.push({ name, data });
  }
  return entries;
}

/** The end record is 22 bytes plus a comment of up to 64 KiB, so it is searched from the end. */
function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ZipArchiveError("zip: not a ZIP archive");
}
