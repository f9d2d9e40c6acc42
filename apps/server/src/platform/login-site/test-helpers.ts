import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { devAnswerer, solveChallenge } from "../captcha/challenge-chain.ts";
import { humanDragTrack } from "../captcha/human-track.ts";

/** A clock tests can move; pass `now` to the app. */
export function createTestClock(start = new Date("2026-03-02T09:00:00+08:00")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/**
 * A drag that passes the plausibility check: the captcha module's human-like generator (speeds
 * up, slows onto the target, jittered steps, a fresh one each call), short enough (under 250 ms)
 * that the server's observed time need not be waited for.
 */
export function humanTrack(x: number) {
  return humanDragTrack(x);
}

/**
 * Solves a fresh captcha through the development answer endpoint, every round of it, with
 * human-like drags, and returns its proof.
 */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const { proof } = await solveChallenge(app, devAnswerer(app, humanTrack));
  if (!proof) throw new Error("the captcha refused a person's answer");
  return proof;
}

/** Asks for a code the way the page does (captcha, then send-validate). */
export async function sendCode(app: FastifyInstance, phone: string, purpose: "login" | "register" | "reset", remoteAddress = "10.0.0.1") {
  const proof = await solveCaptcha(app);
  return app.inject({ method: "POST", url: loginServicePaths.sendValidate, remoteAddress, payload: { data: { phone, proof, purpose } } });
}

/** The newest code the development outbox holds for the phone, or null. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string | null> {
  const response = await app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=${phone}` });
  const [entry] = response.json().data as { code: string | null }[];
  return entry?.code ?? null;
}

function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

let nextAddress = 0;

/**
 * Opens a page and submits its form with the CSRF token, as a browser with JavaScript off would.
 * Each call comes from its own address, so a suite stays under the per-address request limit,
 * unless `from` names the address (a device, or an attacker's one address). `cookie` adds the
 * browser's own cookies (a known browser's mark).
 */
export async function submitForm(app: FastifyInstance, path: string, fields: Record<string, string>, query = "", from?: string, cookie = "") {
  nextAddress += 1;
  const remoteAddress = from ?? `10.200.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
  const page = await app.inject({ method: "GET", url: `${path}${query}`, remoteAddress });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  const form = new URLSearchParams({ _csrf: csrf, ...fields });
  return app.inject({
    method: "POST",
    url: path,
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: [cookieHeader(page), cookie].filter(Boolean).join("; ") },
    payload: form.toString(),
  });
}
