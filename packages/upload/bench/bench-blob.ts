// Test data for the browser benchmarks: a Blob of pseudo-random bytes built from 16 MiB pieces,
// each piece different, so no hasher can profit from repeated input.

/** One mebibyte. */
export const MIB = 1024 * 1024;

/** A Blob of `size` bytes, made once per call. */
export function benchBlob(size: number, type = "application/octet-stream"): Blob {
  const piece = new Uint8Array(16 * MIB);
  // getRandomValues takes at most 64 KiB per call.
  for (let offset = 0; offset < piece.length; offset += 65_536) crypto.getRandomValues(piece.subarray(offset, offset + 65_536));
  const pieces: Uint8Array[] = [];
  for (let filled = 0, n = 0; filled < size; n++) {
    const length = Math.min(piece.length, size - filled);
    const copy = piece.slice(0, length);
    new DataView(copy.buffer).setUint32(0, n);
    pieces.push(copy);
    filled += length;
  }
  return new Blob(pieces as BlobPart[], { type });
}
