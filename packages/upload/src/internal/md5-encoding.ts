/** Bytes of a hex string. */
export function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Base64 of a hex digest, as Content-MD5 wants it. */
export function hexToBase64(hex: string): string {
  let binary = "";
  for (const byte of hexToBytes(hex)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
