import { financeApplyRequestSchema, homeCalls, projectApplyRequestSchema } from "@cidp/api-client/contract";
import { messageOf, validatePhone, validatePhoneForCode } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { bodyFields } from "../../http/validate.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createCaptchaService } from "../captcha/captcha.service.ts";
import { challengeAnswer } from "../captcha/challenge-answer.ts";
import { codeSentAnswer } from "../sms/code-sent-answer.ts";
import { SmsPurpose } from "../sms/sms.constants.ts";
import { smsMessages } from "../sms/sms.messages.ts";
import { homeApplyMessages } from "./home-apply.messages.ts";
import { createHomeApplyRepository, type NewHomeApplication } from "./repository.ts";

/** What the apply routes need; register them after the login site (they use its `smsCodes` and `credentialGuard`). */
export interface HomeApplyRouteOptions {
  db: Database;
  /** The per-address limit of the calls that send or spend codes, as the member's credential calls. */
  credentialLimit: { max: number; timeWindow: string };
  now?: () => Date;
}

// Postgres text cannot hold NUL; JSON.stringify writes it as \u0000.
function containsNul(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes("\\u0000");
}

/** The phone rule of spec §5 first (its own text), then the form's schema; the first problem is the message. */
function parseApply<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (containsNul(body)) throw refuse("invalid", homeApplyMessages.illegalCharacter);
  const phone = bodyFields(body).phone;
  const checked = validatePhone(typeof phone === "string" ? phone : "");
  if (!checked.ok) throw refuse("invalid", messageOf(checked));
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw refuse("invalid", parsed.error.issues[0]?.message ?? homeApplyMessages.badRequest);
}

/**
 * The home page's financing and project applications: a slider captcha (the login service's, same
 * table and one-time proofs), an SMS code for purpose "apply" sent only for a proof, and the two
 * forms, which spend that code. Anonymous visitors may apply.
 */
export async function homeApplyRoutes(app: FastifyInstance, { db, credentialLimit, now = () => new Date() }: HomeApplyRouteOptions) {
  const captcha = createCaptchaService(db, now);
  const repository = createHomeApplyRepository(db);
  const limited = { config: { rateLimit: credentialLimit } };
  // The apply bodies are checked in the spec's order of messages (the phone rule first), by the handlers.
  const checkedHere = { ...limited, handlerChecksBody: true };

  contractRoute(
    app,
    homeCalls.financeApplyCaptcha,
    (request, reply) => challengeAnswer(captcha, { address: request.ip }, reply, homeApplyMessages.captchaGenerated),
    limited,
  );

  contractRoute(
    app,
    homeCalls.sendPhoneCode,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const body = bodyFields(request.body);
      if (containsNul(body)) throw refuse("invalid", homeApplyMessages.illegalCharacter);
      if (body.purpose !== SmsPurpose.apply) throw refuse("invalid", homeApplyMessages.badPurpose);
      const phone = typeof body.phone === "string" ? body.phone : "";
      const checked = validatePhoneForCode(phone);
      if (!checked.ok) throw refuse("invalid", messageOf(checked));
      const proof = typeof body.proof === "string" && body.proof.length <= 100 ? body.proof : "";
      if (!(await captcha.spendProof(proof, phone))) throw refuse("invalid", smsMessages.captchaRequired);
      return codeSentAnswer(await app.smsCodes.send({ phone, purpose: SmsPurpose.apply, ip: request.ip }), reply);
    },
    checkedHere,
  );

  /**
   * Spends the form's SMS code under the throttle every credential check shares (the login site's
   * credential guard): a source that failed too often on the phone, or on any, waits (429 with
   * Retry-After) before its code is looked at, a wrong code counts as a failure, a right one
   * clears this source's count. Nothing is stored unless the code was right.
   */
  async function spendCode(request: FastifyRequest, phone: string, code: string) {
    await app.credentialGuard.enter(phone, request.ip, { kind: "other" });
    const verified = await app.smsCodes.verify({ phone, purpose: SmsPurpose.apply, code });
    if (!verified.ok) {
      await app.credentialGuard.failure(phone, request.ip);
      throw refuse("invalid", verified.msg);
    }
    await app.credentialGuard.success(phone, request.ip);
  }

  /**
   * Spends the form's code, then keeps the application: the form's own fields beside who sent it
   * (company, contact, phone), from where and when. Returns its id.
   */
  async function keepApplication(
    request: FastifyRequest,
    input: { phone: string; code: string; companyName: string; contactName: string },
    fields: Omit<NewHomeApplication, "companyName" | "contactName" | "phone" | "ip" | "createdAt">,
  ) {
    await spendCode(request, input.phone, input.code);
    const { companyName, contactName, phone } = input;
    return repository.insert({ ...fields, companyName, contactName, phone, ip: request.ip, createdAt: now() });
  }

  contractRoute(
    app,
    homeCalls.financeApply,
    async (request) => {
      const input = parseApply(financeApplyRequestSchema, request.body);
      const id = await keepApplication(request, input, { kind: "finance", amount: input.amount.toFixed(2), purpose: input.purpose });
      return ok({ id, next: "/user/financial-service/financial-list" }, homeApplyMessages.financeSubmitted);
    },
    checkedHere,
  );

  contractRoute(
    app,
    homeCalls.projectApply,
    async (request) => {
      const input = parseApply(projectApplyRequestSchema, request.body);
      const id = await keepApplication(request, input, { kind: "project", projectName: input.projectName, region: input.region });
      return ok({ id, next: "/user/project/project-details" }, homeApplyMessages.projectSubmitted);
    },
    checkedHere,
  );
}
