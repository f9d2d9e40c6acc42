/** One object as a listing shows it. */
export interface ListedObject {
  key: string;
  etag: string;
  size: number;
  lastModified: number;
}

/** What a ListObjectsV2 request asks (the query's list-type=2 parameters). */
export interface ListingRequest {
  prefix: string;
  delimiter: string;
  /** The key after which the page starts: the continuation token or start-after, whichever is later. */
  after: string;
  maxKeys: number;
}

/** One page of a listing: objects and common prefixes in key order, and where the next page starts. */
export interface ListingPage {
  objects: ListedObject[];
  commonPrefixes: string[];
  truncated: boolean;
  /** The last key or prefix of this page (the next page's continuation), when truncated. */
  nextAfter: string | null;
}

/** S3 orders keys by their UTF-8 bytes, not by JavaScript's UTF-16 comparison. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

/**
 * A page of ListObjectsV2 over every object of a bucket (the embedded store keeps no index: it is
 * for one installation's backups and tools such as rclone, which page through a whole bucket).
 * Keys under the prefix are grouped at the first delimiter after it into common prefixes, each
 * counted once against `maxKeys`, as S3 does.
 */
export function listingPage(all: readonly ListedObject[], request: ListingRequest): ListingPage {
  const sorted = all.filter((object) => object.key.startsWith(request.prefix)).sort((a, b) => byBytes(a.key, b.key));
  const objects: ListedObject[] = [];
  const commonPrefixes: string[] = [];
  let last: string | null = null;
  for (const object of sorted) {
    const rest = object.key.slice(request.prefix.length);
    const cut = request.delimiter ? rest.indexOf(request.delimiter) : -1;
    const entry = cut >= 0 ? request.prefix + rest.slice(0, cut + request.delimiter.length) : object.key;
    if (byBytes(entry, request.after) <= 0 || entry === last) continue;
    if (objects.length + commonPrefixes.length === request.maxKeys) return { objects, commonPrefixes, truncated: true, nextAfter: last };
    if (cut >= 0) commonPrefixes.push(entry);
    else objects.push(object);
    last = entry;
  }
  return { objects, commonPrefixes, truncated: false, nextAfter: null };
}

/**
 * A listing request from its query, or a reason it cannot be answered. The continuation token is
 * the next page's first key after, base64url-encoded (opaque to the client, as S3's is).
 */
export function listingRequestOf(query: URLSearchParams): ListingRequest | { invalid: string } {
  const maxKeysText = query.get("max-keys");
  const maxKeys = maxKeysText === null ? 1000 : Number(maxKeysText);
  if (!Number.isInteger(maxKeys) || maxKeys < 0) return { invalid: "max-keys must be a whole number" };
  const token = query.get("continuation-token");
  const fromToken = token === null ? "" : Buffer.from(token, "base64url").toString("utf8");
  const startAfter = query.get("start-after") ?? "";
  return {
    prefix: query.get("prefix") ?? "",
    delimiter: query.get("delimiter") ?? "",
    after: byBytes(fromToken, startAfter) >= 0 ? fromToken : startAfter,
    maxKeys: Math.min(maxKeys, 1000),
  };
}

/** The continuation token of a page's last entry. */
export function continuationToken(after: string): string {
  return Buffer.from(after, "utf8").toString("base64url");
}
