import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a chapter's video link works: long enough to start watching, too short to pass around. */
export const VIDEO_LINK_TTL_SECONDS = 300;

function signature(secret: string, chapterId: number, memberId: number, expires: number): string {
  return createHmac("sha256", secret).update(`lesson-video\n${chapterId}\n${memberId}\n${expires}`).digest("base64url");
}

/** A signed link's query: for whom (0: anyone, a free preview), until when, and the signature. */
export interface VideoLinkQuery {
  m: number;
  e: number;
  s: string;
}

/**
 * A signed, expiring link to one chapter's video. The `<video>` element sends no session headers,
 * so the link itself is the permission: it names the chapter and the member it was handed to, and
 * dies after a few minutes (the player asks for a new one when it reopens). Like the upload
 * module's file links, but its own purpose string, so neither kind of link can stand for the other.
 */
export function signVideoLink(secret: string, basePath: string, chapterId: number, memberId: number, now = Date.now(), ttlSeconds = VIDEO_LINK_TTL_SECONDS) {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const query = new URLSearchParams({ m: String(memberId), e: String(expires), s: signature(secret, chapterId, memberId, expires) });
  return { url: `${basePath}/${chapterId}?${query.toString()}`, expires };
}

/** Checks a video link's signature and expiry. */
export function verifyVideoLink(secret: string, chapterId: number, query: VideoLinkQuery, now = Date.now()): boolean {
  if (!Number.isInteger(query.e) || !Number.isInteger(query.m) || query.e * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, chapterId, query.m, query.e));
  const actual = Buffer.from(query.s);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
