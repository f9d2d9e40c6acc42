import type { FastifyReply } from "fastify";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { captchaMessages } from "./captcha.messages.ts";
import type { CaptchaRequester, CaptchaService } from "./captcha.service.ts";

/**
 * The answer of every call that hands out a slider puzzle (the login service's and the home page's
 * applications): a fresh challenge with the call's message, or 429 while the requester is blocked.
 */
export async function challengeAnswer(captcha: CaptchaService, requester: CaptchaRequester, reply: FastifyReply, message: string) {
  // Each challenge is single use: never let a cache hand the same one to two people.
  reply.header("cache-control", "no-store");
  const challenge = await captcha.generate(requester);
  if (!challenge) throw new HttpError(429, captchaMessages.blocked);
  return ok(challenge, message);
}
