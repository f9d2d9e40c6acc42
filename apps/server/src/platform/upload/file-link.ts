import { createHmac, timingSafeEqual } from "node:crypto";

/** How a linked file is served: as a download, or inline (images only, for previews). */
export type FileDisposition = "attachment" | "inline";

/** How long a file link in an attachment list stays valid. */
export const FILE_LINK_TTL_SECONDS = 3600;

/** The name is signed too: a link cannot be edited to hand the file out under a name (an extension) of someone else's choosing. */
function signature(secret: string, resourceId: number, disposition: FileDisposition, expires: number, fileName: string): string {
  return createHmac("sha256", secret).update(`file\n${resourceId}\n${disposition}\n${expires}\n${fileName}`).digest("base64url");
}

/**
 * A signed, expiring link to a stored file. Attachment lists hand these out so `<img>` previews
 * and plain download links work without auth headers, and a link cannot be widened to another file.
 */
export function signFileLink(
  secret: string,
  basePath: string,
  resourceId: number,
  fileName: string,
  disposition: FileDisposition,
  now = Date.now(),
  ttlSeconds = FILE_LINK_TTL_SECONDS,
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const query = new URLSearchParams({ name: fileName, d: disposition, e: String(expires), s: signature(secret, resourceId, disposition, expires, fileName) });
  return `${basePath}/${resourceId}?${query.toString()}`;
}

/** Checks a file link's signature (over its resource, disposition, expiry and name) and expiry. */
export function verifyFileLink(
  secret: string,
  resourceId: number,
  disposition: string,
  expires: number,
  fileName: string,
  given: string,
  now = Date.now(),
): boolean {
  if (disposition !== "attachment" && disposition !== "inline") return false;
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, resourceId, disposition, expires, fileName));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
