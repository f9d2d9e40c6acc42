import { captchaAssistRequestSchema, captchaValidateRequestSchema, loginCalls, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { fail, ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { refuse } from "../../runtime/refusal.ts";
import { KNOWN_DEVICE_COOKIE, type KnownDevices } from "../known-devices/known-devices.ts";
import { captchaAssistMessages, captchaMessages } from "./captcha.messages.ts";
import type { CaptchaService } from "./captcha.service.ts";
import { challengeAnswer } from "./challenge-answer.ts";

/** Paths of the captcha calls on the login service (spec §7, `<product>` = cidp). */
export const captchaPaths = {
  generate: loginCalls.generate.path,
  validate: loginCalls.validate.path,
  assist: loginCalls.assist.path,
  devAnswer: platformPaths.devCaptchaAnswer,
} as const;

/**
 * GET generate and POST validate of the slider-puzzle captcha. With `devAnswers` (never in
 * production) a development endpoint tells a challenge's answer, so browser journeys can pass it.
 */
export async function captchaRoutes(
  app: FastifyInstance,
  { captcha, devAnswers, knownDevices }: { captcha: CaptchaService; devAnswers: boolean; knownDevices: KnownDevices },
) {
  // Each challenge costs a drawing and a row: bound what one address can ask for.
  const perAddress = { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } };
  contractRoute(
    app,
    loginCalls.generate,
    async (request, reply) => {
      // The phone the form is for, when it knows it: the challenge's level counts its failures too.
      const phone = ((request as FastifyRequest).query as Record<string, unknown>).phone;
      return challengeAnswer(captcha, { address: request.ip, phone: typeof phone === "string" ? phone : undefined }, reply, captchaMessages.generated);
    },
    perAddress,
  );
  contractRoute(
    app,
    loginCalls.validate,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Any malformed answer is a failed drag to the user, never a field-by-field 400.
      const parsed = captchaValidateRequestSchema.safeParse(request.body);
      if (!parsed.success) throw refuse("invalid", captchaMessages.failed);
      const { captchaId, x, track, phone } = parsed.data;
      const result = await captcha.validate(captchaId, x, track, { address: request.ip, phone });
      if (!result.ok) {
        request.log.info({ failure: result.failure }, "captcha rejected");
        if (result.failure === "blocked") throw new HttpError(429, captchaMessages.blocked);
        throw refuse("invalid", captchaMessages.failed);
      }
      // A round passed with more to go: the next puzzle instead of the proof.
      if ("next" in result) return ok({ next: result.next }, captchaMessages.nextRound);
      return ok({ proof: result.proof }, captchaMessages.passed);
    },
    { ...perAddress, handlerChecksBody: true },
  );
  // The SMS alternative to the puzzle: a proof bound to the phone (its budget is in the service).
  contractRoute(
    app,
    loginCalls.assist,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const parsed = captchaAssistRequestSchema.safeParse(request.body);
      if (!parsed.success) throw refuse("invalid", captchaAssistMessages.bad_phone);
      const { phone } = parsed.data;
      const result = await captcha.assist({ address: request.ip, phone, knownDevice: knownDevices.knows(request.cookies[KNOWN_DEVICE_COOKIE], phone) });
      if (!result.ok) {
        request.log.info({ refusal: result.refusal }, "captcha assist refused");
        throw new HttpError(result.refusal === "bad_phone" ? 400 : 429, captchaAssistMessages[result.refusal]);
      }
      return ok({ proof: result.proof }, captchaAssistMessages.passed);
    },
    { ...perAddress, handlerChecksBody: true },
  );
  // Development only, and no call of the contract: it exists only with DEV_HELPERS and never reaches clients.
  if (devAnswers) {
    app.get(captchaPaths.devAnswer, async (request, reply) => {
      const id = (request.query as Record<string, unknown>).captchaId;
      const answer = typeof id === "string" ? await captcha.peekAnswer(id) : null;
      return answer ? ok(answer) : reply.status(404).send(fail(404, captchaMessages.failed));
    });
  }
}
