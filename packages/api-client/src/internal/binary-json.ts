/** True for the binary bodies a file response arrives as (Blob in browsers, ArrayBuffer/Buffer in Node). */
export function isBinaryBody(data: unknown): data is Blob | ArrayBuffer | ArrayBufferView {
  return (typeof Blob !== "undefined" && data instanceof Blob) || data instanceof ArrayBuffer || ArrayBuffer.isView(data);
}

/**
 * Reads a binary body as JSON. A download that fails still answers with the platform's JSON
 * envelope, but the caller asked for a file, so the body arrives as bytes (spec §8: HTTP 400 with
 * a blob JSON body is parsed). Returns undefined when the bytes are not JSON.
 */
export async function parseBinaryJson(data: Blob | ArrayBuffer | ArrayBufferView): Promise<unknown> {
  let raw: string;
  try {
    if (data instanceof ArrayBuffer) raw = new TextDecoder().decode(data);
    else if (ArrayBuffer.isView(data)) raw = new TextDecoder().decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    else raw = await data.text();
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** `{ code, msg }` of a body, when it has them. */
export function envelopeHead(body: unknown): { code: number; msg: string } | null {
  if (typeof body !== "object" || body === null) return null;
  const { code, msg } = body as { code?: unknown; msg?: unknown };
  const numeric = typeof code === "number" ? code : typeof code === "string" && /^-?\d+$/.test(code) ? Number(code) : Number.NaN;
  if (!Number.isInteger(numeric)) return null;
  return { code: numeric, msg: typeof msg === "string" ? msg : "" };
}
