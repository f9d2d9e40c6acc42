import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { PHONE_PATTERN } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { createSmsRepository } from "./repository.ts";
import { SmsPurpose, SmsRules } from "./sms.constants.ts";
import { codeText, limitMessage, smsMessages } from "./sms.messages.ts";
import { checkSendLimits } from "./sms-limits.ts";
import type { SmsProvider } from "./sms-provider.ts";

/** The spec's phone rule (§5): 11 digits, first 1, second 3 to 9. */

const purposeLabels: Record<SmsPurpose, string> = {
  [SmsPurpose.login]: "登录",
  [SmsPurpose.register]: "注册",
  [SmsPurpose.reset]: "找回密码",
  [SmsPurpose.generic]: "身份",
  [SmsPurpose.apply]: "申请",
};

/** What the SMS service needs. */
export interface SmsServiceOptions {
  db: Database;
  provider: SmsProvider;
  /** Whether a member has this phone; decides whether log-in and reset codes are really sent. */
  isRegistered(phone: string): Promise<boolean>;
  /** The sender name in 【】 at the start of each text. */
  signature?: string;
  now?: () => Date;
}

/** The answer to a send: the envelope code and the spec's message. */
export type SendResult = { ok: true; msg: string } | { ok: false; status: 400 | 429; msg: string; retryAfterSeconds?: number };

/** The answer to a code check. */
export type VerifyResult = { ok: true } | { ok: false; msg: string };

function hashCode(phone: string, purpose: SmsPurpose, code: string): Buffer {
  return createHash("sha256").update(`${phone}:${purpose}:${code}`).digest();
}

/**
 * SMS codes: 6 random digits, 5 minutes, single use, 5 tries; sends limited per phone (1 per
 * 60 s, 5 per hour, 10 per day) and per IP (20 per hour). The reply never says whether the phone
 * is registered: a log-in or reset code for an unknown phone is stored but not sent, and is
 * answered, counted and checked exactly like one that is.
 */
export function createSmsService({ db, provider, isRegistered, signature = "建筑产业互联网平台", now = () => new Date() }: SmsServiceOptions) {
  const repository = createSmsRepository(db);
  return {
    /**
     * Sends a code within the limits. `knownDevice`: asked from a browser that has logged in to the
     * phone before; its sends count against limits of their own, so strangers spending the phone's
     * budget never keep the owner's browser from a code (the IP's limit is the requester's own).
     */
    async send({ phone, purpose, ip, knownDevice = false }: { phone: string; purpose: SmsPurpose; ip: string; knownDevice?: boolean }): Promise<SendResult> {
      if (!PHONE_PATTERN.test(phone)) return { ok: false, status: 400, msg: smsMessages.badPhone };
      const at = now();
      const registered = await isRegistered(phone);
      const outcome = await repository.withPhoneLock(phone, async (tx) => {
        const history = {
          phoneSends: await repository.phoneSendsSince(tx, phone, new Date(at.getTime() - 86_400_000), knownDevice),
          ipSendsLastHour: await repository.ipSendsSince(tx, ip, new Date(at.getTime() - 3_600_000)),
        };
        const allowed = checkSendLimits(history, at);
        if (!allowed.ok) return allowed;
        // A code is stored even when it is not delivered, so checking it answers the same either way.
        const delivered = purpose === SmsPurpose.register || purpose === SmsPurpose.generic || purpose === SmsPurpose.apply || registered;
        const code = String(randomInt(0, 10 ** SmsRules.codeLength)).padStart(SmsRules.codeLength, "0");
        await repository.insert(tx, {
          phone,
          purpose,
          codeHash: hashCode(phone, purpose, code).toString("hex"),
          ip,
          createdAt: at,
          expiresAt: new Date(at.getTime() + SmsRules.codeTtlMs),
          knownDevice,
        });
        return { ok: true as const, code: delivered ? code : null };
      });
      // Now and then, sweep rows no limit looks at any more; no scheduler needed.
      if (randomInt(100) === 0) await repository.purge(new Date(at.getTime() - 2 * 86_400_000));
      if (!outcome.ok)
        return { ok: false, status: 429, msg: limitMessage(outcome.limit, outcome.retryAfterSeconds), retryAfterSeconds: outcome.retryAfterSeconds };
      if (outcome.code) {
        // Only the phone's owner reads this note, so it tells nobody else that the phone is taken.
        const note = purpose === SmsPurpose.register && registered ? smsMessages.goToLogin : "";
        await provider.send({ phone, purpose, code: outcome.code, text: codeText(signature, outcome.code, purposeLabels[purpose]) + note });
      }
      return { ok: true, msg: smsMessages.sent };
    },
    /**
     * Checks and, when right, uses up the newest code of the phone for the purpose. A stranger's
     * browser is checked against the codes asked from browsers like it, never against the code the
     * owner's known browser asked for; the known browser is checked against its own code first and
     * then the others' (every code reaches the owner's phone). A wrong try counts on the first code
     * checked, so strangers' wrong tries never use up the tries of the owner's own code.
     */
    async verify({
      phone,
      purpose,
      code,
      knownDevice = false,
    }: {
      phone: string;
      purpose: SmsPurpose;
      code: string;
      knownDevice?: boolean;
    }): Promise<VerifyResult> {
      if (!/^\d{6}$/.test(code)) return { ok: false, msg: smsMessages.badCode };
      const at = now();
      const buckets = knownDevice ? [true, false] : [false];
      const candidates = (await Promise.all(buckets.map((known) => repository.findLive(phone, purpose, at, known)))).filter(
        (live): live is NonNullable<typeof live> => live?.codeHash != null,
      );
      const entered = hashCode(phone, purpose, code);
      const hit = candidates.find((live) => live.attempts < SmsRules.maxTries && timingSafeEqual(Buffer.from(live.codeHash ?? "", "hex"), entered));
      if (hit) return (await repository.consume(hit.id, at)) ? { ok: true } : { ok: false, msg: smsMessages.codeMissing };
      const [counted] = candidates;
      if (!counted) return { ok: false, msg: smsMessages.codeMissing };
      if (counted.attempts >= SmsRules.maxTries) return { ok: false, msg: smsMessages.codeLocked };
      const tried = await repository.countTry(counted.id, SmsRules.maxTries);
      return { ok: false, msg: tried && counted.attempts + 1 < SmsRules.maxTries ? smsMessages.codeWrong : smsMessages.codeLocked };
    },
  };
}

/** The SMS service's type. */
export type SmsService = ReturnType<typeof createSmsService>;
