import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fail, ok } from "../../http/envelope.ts";
import { Captcha } from "./captcha.constants.ts";
import { captchaMessages } from "./captcha.messages.ts";
import type { CaptchaService } from "./captcha.service.ts";

/** Paths of the captcha calls on the login service (spec §7, `<product>` = cidp). */
export const captchaPaths = {
  generate: loginServicePaths.generate,
  validate: loginServicePaths.validate,
  devAnswer: platformPaths.devCaptchaAnswer,
} as const;

const validateBody = z.object({
  captchaId: z.string().min(1).max(64),
  x: z.number().finite(),
  track: z.array(z.object({ x: z.number(), y: z.number(), t: z.number() })).max(Captcha.maxTrackPoints),
  /** The phone the form is for, when it knows it: failures count against it too. */
  phone: z.string().max(20).optional(),
});

/**
 * GET generate and POST validate of the slider-puzzle captcha. With `devAnswers` (never in
 * production) a development endpoint tells a challenge's answer, so browser journeys can pass it.
 */
export async function captchaRoutes(app: FastifyInstance, { captcha, devAnswers }: { captcha: CaptchaService; devAnswers: boolean }) {
  // Each challenge costs a drawing and a row: bound what one address can ask for.
  const perAddress = { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } };
  app.get(captchaPaths.generate, perAddress, async (request, reply) => {
    // Each challenge is single use: never let a cache hand the same one to two people.
    reply.header("cache-control", "no-store");
    // The phone the form is for, when it knows it: the challenge's level counts its failures too.
    const phone = (request.query as Record<string, unknown>).phone;
    const challenge = await captcha.generate({ address: request.ip, phone: typeof phone === "string" ? phone : undefined });
    if (!challenge) return reply.status(429).send(fail(429, captchaMessages.blocked));
    return ok(challenge, captchaMessages.generated);
  });
  app.post(captchaPaths.validate, perAddress, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const parsed = validateBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(fail(400, captchaMessages.failed));
    const result = await captcha.validate(parsed.data.captchaId, parsed.data.x, parsed.data.track, { address: request.ip, phone: parsed.data.phone });
    if (!result.ok) {
      request.log.info({ failure: result.failure }, "captcha rejected");
      if (result.failure === "blocked") return reply.status(429).send(fail(429, captchaMessages.blocked));
      return reply.status(400).send(fail(400, captchaMessages.failed));
    }
    // A round passed with more to go: the next puzzle instead of the proof.
    if ("next" in result) return ok({ next: result.next }, captchaMessages.nextRound);
    return ok({ proof: result.proof }, captchaMessages.passed);
  });
  if (devAnswers) {
    app.get(captchaPaths.devAnswer, async (request, reply) => {
      const id = (request.query as Record<string, unknown>).captchaId;
      const answer = typeof id === "string" ? await captcha.peekAnswer(id) : null;
      return answer ? ok(answer) : reply.status(404).send(fail(404, captchaMessages.failed));
    });
  }
}
