import { drainMilliseconds, METRICS_TOKEN_PROBLEM, metricsTokenOf, SHUTDOWN_DRAIN_PROBLEM } from "@cidp/web-operations";
import { publicStoreAddress } from "./security-headers.server.ts";
import { UNKNOWN_HOST_PROBLEM, unknownHostAnswerOf } from "./session/unknown-host.server.ts";

/**
 * The portal's settings checked at start, as the services check theirs: a malformed one stops the
 * start with one line per problem instead of failing later. (The portal always runs with
 * NODE_ENV=production, `npm start` too, so what a deployment must set is the services' check: they
 * refuse to start in production without CONTENT_STREAM_SECRET, and a portal without the same value
 * is told so by the stream's refusal, content-changes.server.ts.)
 */
export function portalSettingsProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const secret = env.CONTENT_STREAM_SECRET ?? "";
  if (secret !== "" && (secret.length < 32 || new Set(secret).size === 1))
    problems.push("CONTENT_STREAM_SECRET must be at least 32 random characters, the same as the services'");
  if (env.OBJECT_STORE_PUBLIC_URL && !env.OBJECT_STORE_PUBLIC_URL.startsWith("/") && !publicStoreAddress(env))
    problems.push("OBJECT_STORE_PUBLIC_URL must be an http(s) URL: the object store's address that browsers upload to, the same as the services'");
  if (drainMilliseconds(env) === null) problems.push(SHUTDOWN_DRAIN_PROBLEM);
  if (metricsTokenOf(env) === undefined) problems.push(METRICS_TOKEN_PROBLEM);
  if (unknownHostAnswerOf(env) === null) problems.push(UNKNOWN_HOST_PROBLEM);
  return problems;
}
