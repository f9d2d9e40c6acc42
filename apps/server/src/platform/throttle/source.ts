import { normalizeIP } from "@fastify/rate-limit";

/**
 * The source an attempt is counted against: the client address as Fastify sees it (behind the
 * trusted proxies of `trustProxy`), an IPv6 address by its /64 — one subscriber's whole block, as
 * the rate limits key it — so a script cannot rotate through its own addresses.
 */
export function sourceOf(ip: string): string {
  return normalizeIP(ip, 64);
}
