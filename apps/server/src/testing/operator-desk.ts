import { platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { demoOperator } from "../platform/operator/seed.ts";
import { totpCode } from "../platform/operator/totp.ts";

/** A browser's cookies as the suites keep them. */
export type CookieJar = Record<string, string>;

/** Adds a response's `set-cookie` pairs to the jar. */
export function cookiesOf(response: { headers: Record<string, unknown> }, jar: CookieJar = {}): CookieJar {
  const set = response.headers["set-cookie"];
  for (const line of Array.isArray(set) ? set : set ? [String(set)] : []) {
    const [pair = ""] = String(line).split(";");
    const [name = "", value = ""] = pair.split("=");
    jar[name] = value;
  }
  return jar;
}

/** The jar as a `cookie` header. */
export const cookieHeader = (jar: CookieJar) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** Posts a form as the operator area's pages do. */
export function postForm(app: FastifyInstance, url: string, jar: CookieJar, form: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url,
    headers: { cookie: cookieHeader(jar), "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

/**
 * Enrols the demo operator through a one-time link (the development helper issues it, as
 * `cli.js operator reissue` would) and returns the full session's jar and the authenticator's secret.
 */
export async function enrolDemoOperator(app: FastifyInstance, now: () => Date): Promise<{ jar: CookieJar; secret: string }> {
  const link = await app.inject({ method: "GET", url: `${platformPaths.devOperatorEnrolmentLink}?username=${demoOperator.username}` });
  const { url } = link.json() as { url: string | null };
  if (!url) throw new Error(`no enrolment link for ${demoOperator.username}: ${link.body}`);
  const page = await app.inject({ method: "GET", url });
  const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(page.body)?.[1] ?? "";
  const done = await postForm(app, url, {}, { password: demoOperator.password, code: totpCode(secret, now()) });
  if (done.statusCode !== 303 || done.headers.location !== "/operator") throw new Error(`enrolment failed (${done.statusCode}): ${done.body.slice(0, 300)}`);
  return { jar: cookiesOf(done), secret };
}

/**
 * Enrols a new member of staff through their one-time link: chooses `password`, binds the
 * authenticator shown, and returns the full session's jar.
 */
export async function enrolNewOperator(app: FastifyInstance, url: string, password: string, now: () => Date): Promise<CookieJar> {
  const path = new URL(url, "http://local").pathname;
  const page = await app.inject({ method: "GET", url: path });
  const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(page.body)?.[1] ?? "";
  const done = await postForm(app, path, {}, { password, passwordAgain: password, code: totpCode(secret, now()) });
  if (done.statusCode !== 303) throw new Error(`enrolment failed (${done.statusCode}): ${done.body.slice(0, 300)}`);
  return cookiesOf(done);
}
