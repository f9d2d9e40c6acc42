import { createHash, timingSafeEqual } from "node:crypto";

/** The one line a malformed METRICS_TOKEN is refused with at start (each process words it the same). */
export const METRICS_TOKEN_PROBLEM = "METRICS_TOKEN must be 32 to 256 characters of letters, digits and - _ . ~ + / = (the scraper's bearer token)";

const TOKEN_SHAPE = /^[A-Za-z0-9\-_.~+/=]{32,256}$/;

/** What a `/metrics` request is judged by: its headers and the address of the peer that connected. */
export interface MetricsRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly remoteAddress: string | undefined;
}

/** Whether a `/metrics` request may read the process's figures. */
export type MetricsGate = (request: MetricsRequest) => boolean;

/** METRICS_TOKEN: null when unset, undefined when malformed (the start refuses it with {@link METRICS_TOKEN_PROBLEM}). */
export function metricsTokenOf(env: NodeJS.ProcessEnv): string | null | undefined {
  const token = env.METRICS_TOKEN ?? "";
  if (token === "") return null;
  return TOKEN_SHAPE.test(token) ? token : undefined;
}

/** Headers a proxy adds: a request carrying one came through the balancer, i.e. from the public. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who reads `/metrics` (per-route counts, failed log-ins, job queues: nothing for the public).
 * With a METRICS_TOKEN only a scraper presenting it as `Authorization: Bearer …`, from anywhere;
 * without one only a scraper on the machine itself (a loopback peer that came through no proxy),
 * so a deployment that sets nothing never shows its figures to the internet. The token is compared
 * by digest in constant time, so its length and prefix leak nothing.
 */
export function createMetricsGate(token: string | null): MetricsGate {
  const expected = token === null ? null : digest(token);
  return ({ headers, remoteAddress }) => {
    if (expected === null)
      return remoteAddress !== undefined && LOOPBACK.test(remoteAddress) && FORWARDING_HEADERS.every((name) => headers[name] === undefined);
    const authorization = headers.authorization;
    if (typeof authorization !== "string" || !authorization.startsWith("Bearer ")) return false;
    return timingSafeEqual(digest(authorization.slice("Bearer ".length).trim()), expected);
  };
}
