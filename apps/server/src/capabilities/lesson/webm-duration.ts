/**
 * How long a WebM says it is: the Duration of its Segment's Info (EBML id 0x4489, a float in
 * timecode units) times its TimecodeScale (0x2AD7B1, nanoseconds a unit, 1 ms when absent), in
 * seconds; null when the bytes are not a WebM or carry no duration. Reads the head only: the
 * muxer writes Info before the clusters.
 */
export function webmSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  /** A variable-length integer at `at`: its length in bytes and value (the marker bit kept for ids, dropped for sizes). */
  function vint(at: number, keepMarker: boolean): { length: number; value: number } | null {
    const first = bytes[at];
    if (first === undefined || first === 0) return null;
    const length = Math.clz32(first) - 23;
    if (at + length > bytes.length) return null;
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
    return { length, value };
  }

  /** The element at `at`: its id, where its data starts and its data's size (unknown sizes run to the end). */
  function element(at: number) {
    const id = vint(at, true);
    if (!id) return null;
    const size = vint(at + id.length, false);
    if (!size) return null;
    const start = at + id.length + size.length;
    const unknown = size.value === 2 ** (7 * size.length) - 1;
    return { id: id.value, start, end: unknown ? bytes.length : Math.min(bytes.length, start + size.value), size: size.value };
  }

  /** The first element with the wanted id among those from `from` to `to`. */
  function child(from: number, to: number, wanted: number) {
    for (let at = from; at < to; ) {
      const found = element(at);
      if (!found) return null;
      if (found.id === wanted) return found;
      at = found.end;
    }
    return null;
  }

  const header = element(0);
  if (header?.id !== 0x1a45dfa3) return null;
  const segment = child(header.end, bytes.length, 0x18538067);
  if (!segment) return null;
  const info = child(segment.start, segment.end, 0x1549a966);
  if (!info) return null;
  const duration = child(info.start, info.end, 0x4489);
  if (!duration || duration.end - duration.start !== duration.size) return null;
  const units = duration.size === 8 ? view.getFloat64(duration.start) : duration.size === 4 ? view.getFloat32(duration.start) : null;
  if (units === null) return null;
  const scale = child(info.start, info.end, 0x2ad7b1);
  let nanoseconds = 1_000_000;
  if (scale) {
    nanoseconds = 0;
    for (let i = scale.start; i < scale.end; i++) nanoseconds = nanoseconds * 256 + (bytes[i] ?? 0);
  }
  return (units * nanoseconds) / 1e9;
}
