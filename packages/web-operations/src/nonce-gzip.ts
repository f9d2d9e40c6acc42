import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Gzip for a kept document without compressing it per response. The document is kept split where
 * its CSP nonce goes (the portal's document cache, the render memo); each part is deflated once, when it is kept, and
 * every response joins the parts around its own nonce, sent as a stored (uncompressed) deflate
 * block. A part's deflate ends on a sync flush (byte-aligned, not final) and starts with an empty
 * window, so no back-reference crosses a nonce; the gzip trailer's CRC and size are the joined
 * document's (RFC 1951 §3.2.4, RFC 1952 §2.3). Per response: a CRC over the bytes, no compressor.
 */

/** Gzip member header: deflate, no name or time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final, empty stored block: ends the deflate stream after the last part's sync flush. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** The most a stored block holds; a nonce is a few dozen bytes. */
const STORED_BLOCK_MAX = 0xffff;

/** A kept document's bytes with this response's nonce between every two parts. */
export function htmlWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  }
  return Buffer.concat(pieces);
}

/** Deflates each part on its own (raw deflate, ending on a sync flush): done once per kept document. */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part) => deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }));
}

/** Bytes as stored (uncompressed) deflate blocks, not final. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(at, at + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The gzip of `raw` joined with `nonce` between every two parts, from the parts deflated once. */
export function gzipWithNonce(raw: readonly Buffer[], deflated: readonly Buffer[], nonce: string): Buffer {
  if (raw.length !== deflated.length) throw new Error("every kept part needs its deflated form");
  const nonceBytes = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const [index, part] of raw.entries()) {
    if (index > 0) {
      pieces.push(...storedBlocks(nonceBytes));
      crc = crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    pieces.push(deflated[index] as Buffer);
    crc = crc32(part, crc);
    size += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}
