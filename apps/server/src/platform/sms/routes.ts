import { loginCalls, phoneSchema, platformPaths, smsPurposeSchema } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { bodyFields } from "../../http/validate.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { CaptchaService } from "../captcha/captcha.service.ts";
import { KNOWN_DEVICE_COOKIE, type KnownDevices } from "../known-devices/known-devices.ts";
import { codeSentAnswer } from "./code-sent-answer.ts";
import { SmsPurpose } from "./sms.constants.ts";
import { smsMessages } from "./sms.messages.ts";
import type { SmsService } from "./sms.service.ts";
import type { ListingSmsProvider } from "./sms-provider.ts";

/** Paths of the SMS calls of the login site. */
export const smsPaths = {
  sendValidate: loginCalls.sendValidate.path,
  devOutbox: platformPaths.devSmsOutbox,
} as const;

/** What the SMS routes need. */
export interface SmsRouteOptions {
  sms: SmsService;
  /** Which browsers have logged in to a phone before: their sends have limits of their own. */
  knownDevices: KnownDevices;
  captcha: CaptchaService;
  /** The outbox to list on the development endpoint; null leaves the endpoint out. */
  devOutbox: ListingSmsProvider | null;
}

/** POST send-validate (a code only with a captcha proof) and, outside production, the outbox. */
export async function smsRoutes(app: FastifyInstance, { sms, captcha, knownDevices, devOutbox }: SmsRouteOptions) {
  contractRoute(
    app,
    loginCalls.sendValidate,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // The messages come in their order: a malformed payload, then the phone rule, then the captcha.
      // The generic and apply purposes belong to the platform's own phone widget and the home page's
      // sendPhoneCode, so this call refuses them as it refuses an unknown one.
      const data = bodyFields(bodyFields(request.body).data);
      const { phone, proof } = data;
      const purpose = smsPurposeSchema.optional().safeParse(data.purpose);
      if (typeof phone !== "string" || phone.length > 20 || typeof proof !== "string" || proof.length > 100 || !purpose.success)
        throw refuse("invalid", smsMessages.badRequest);
      if (!phoneSchema.safeParse(phone).success) throw refuse("invalid", smsMessages.badPhone);
      if (!(await captcha.spendProof(proof, phone))) throw refuse("invalid", smsMessages.captchaRequired);
      const knownDevice = knownDevices.knows(request.cookies[KNOWN_DEVICE_COOKIE], phone);
      return codeSentAnswer(await sms.send({ phone, purpose: purpose.data ?? SmsPurpose.login, ip: request.ip, knownDevice }), reply);
    },
    { handlerChecksBody: true },
  );

  // Development only, and no call of the contract: it exists only with DEV_HELPERS and never reaches clients.
  if (devOutbox) {
    app.get(smsPaths.devOutbox, async (request, reply) => {
      reply.header("cache-control", "no-store");
      const phone = typeof (request.query as Record<string, unknown>).phone === "string" ? ((request.query as Record<string, string>).phone ?? "") : "";
      return ok(devOutbox.list(phone || undefined).slice(0, 50));
    });
  }
}
