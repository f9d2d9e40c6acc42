import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { fail, ok } from "../../http/envelope.ts";
import type { CaptchaService } from "../captcha/captcha.service.ts";
import { isSmsPurpose, SmsPurpose } from "./sms.constants.ts";
import { smsMessages } from "./sms.messages.ts";
import type { SmsService } from "./sms.service.ts";
import type { ListingSmsProvider } from "./sms-provider.ts";

/** Paths of the SMS calls of the login site. */
export const smsPaths = {
  sendValidate: loginServicePaths.sendValidate,
  devOutbox: platformPaths.devSmsOutbox,
} as const;

const sendBody = z.object({
  data: z.object({
    phone: z.string().max(20),
    proof: z.string().max(100),
    purpose: z.string().refine(isSmsPurpose).optional(),
  }),
});

/** What the SMS routes need. */
export interface SmsRouteOptions {
  sms: SmsService;
  captcha: CaptchaService;
  /** The outbox to list on the development endpoint; null leaves the endpoint out. */
  devOutbox: ListingSmsProvider | null;
}

/** POST send-validate (a code only with a captcha proof) and, outside production, the outbox. */
export async function smsRoutes(app: FastifyInstance, { sms, captcha, devOutbox }: SmsRouteOptions) {
  app.post(smsPaths.sendValidate, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const parsed = sendBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(fail(400, smsMessages.badRequest));
    const { phone, proof, purpose = SmsPurpose.login } = parsed.data.data;
    // The generic purpose belongs to the platform's own phone widget, apply to the home page's sendPhoneCode.
    if (purpose === SmsPurpose.generic || purpose === SmsPurpose.apply) return reply.status(400).send(fail(400, smsMessages.badRequest));
    if (!/^1[3-9]\d{9}$/.test(phone)) return reply.status(400).send(fail(400, smsMessages.badPhone));
    if (!(await captcha.spendProof(proof))) return reply.status(400).send(fail(400, smsMessages.captchaRequired));
    const result = await sms.send({ phone, purpose, ip: request.ip });
    if (!result.ok) {
      if (result.retryAfterSeconds) reply.header("retry-after", String(result.retryAfterSeconds));
      return reply.status(result.status).send(fail(result.status, result.msg));
    }
    return ok(null, result.msg);
  });

  if (devOutbox) {
    app.get(smsPaths.devOutbox, async (request, reply) => {
      reply.header("cache-control", "no-store");
      const phone = typeof (request.query as Record<string, unknown>).phone === "string" ? ((request.query as Record<string, string>).phone ?? "") : "";
      return ok(devOutbox.list(phone || undefined).slice(0, 50));
    });
  }
}
