import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { PHONE_PATTERN } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { composeSms } from "./compose-sms.ts";
import { createSmsRepository, type RecordedSend } from "./repository.ts";
import { createSendTimeMirror } from "./send-time-mirror.ts";
import { REGISTER_EXISTING, SmsPurpose, SmsRules } from "./sms.constants.ts";
import { limitMessage, smsMessages } from "./sms.messages.ts";
import { SmsDeliveryError } from "./sms-delivery-error.ts";
import { checkSendLimits } from "./sms-limits.ts";
import type { SmsProvider } from "./sms-provider.ts";

/**
 * How long after the carrier failed to send a code a code that is not delivered anyway (an
 * unregistered phone's log-in or reset code) is answered with the same failure: otherwise, while
 * the carrier is down or refuses a template, "failed" would mean "registered". Nobody receives such
 * a code, so answering it so costs nobody a text. (The carrier's limit for one phone is left out:
 * the platform's own per-phone limits, no higher than the carriers' defaults, stop a stranger first.)
 */
const CARRIER_TROUBLE_MS = 60_000;

/** What the SMS service needs. */
export interface SmsServiceOptions {
  db: Database;
  provider: SmsProvider;
  /** Whether a member has this phone; decides whether log-in and reset codes are really sent. */
  isRegistered(phone: string): Promise<boolean>;
  /** Where a send the carrier refused is told in full; the caller hears only 短信发送失败 (or the carrier's limit). */
  log?: { warn(object: object, message: string): void };
  now?: () => Date;
}

/** The answer to a send: the envelope code and the spec's message. */
export type SendResult = { ok: true; msg: string } | { ok: false; status: 400 | 424 | 429; msg: string; retryAfterSeconds?: number };

/** The answer to a code check. */
export type VerifyResult = { ok: true } | { ok: false; msg: string };

function hashCode(phone: string, purpose: SmsPurpose, code: string): Buffer {
  return createHash("sha256").update(`${phone}:${purpose}:${code}`).digest();
}

/**
 * The answer to a code the carrier did not send. 424 rather than a 5xx: a 4xx travels in the
 * envelope (HTTP 200), so every page shows the words; a 5xx would stay an HTTP status, shown only as
 * '请求出错，状态码：N'. The carrier's own limit for the phone is a 429 with its own words.
 */
function notSent(error: SmsDeliveryError): SendResult {
  return error.failure === "throttled"
    ? { ok: false, status: 429, msg: smsMessages.carrierThrottled }
    : { ok: false, status: 424, msg: smsMessages.sendFailed };
}

/**
 * SMS codes: 6 random digits, 5 minutes, single use, 5 tries; sends limited per phone (1 per
 * 60 s, 5 per hour, 10 per day) and per IP (20 per hour). The reply never says whether the phone
 * is registered: a log-in or reset code for an unknown phone is stored but not sent, and is
 * answered, counted and checked exactly like one that is. A code the carrier does not send is
 * taken back at once: it cannot be used, it spends none of the limits (the person may ask again as
 * soon as the carrier answers), and the code it would have replaced works again.
 */
export function createSmsService({ db, provider, isRegistered, log, now = () => new Date() }: SmsServiceOptions) {
  const repository = createSmsRepository(db);
  /** The carrier's last failure to send a code, and until when it stands for every code (see CARRIER_TROUBLE_MS). */
  let carrierTroubleUntil = 0;
  let carrierTrouble: SmsDeliveryError | null = null;
  const sendTime = createSendTimeMirror();

  async function withdraw(phone: string, send: RecordedSend): Promise<void> {
    await repository.withPhoneLock(phone, (tx) => repository.withdraw(tx, send));
  }

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
        const send = await repository.insert(tx, {
          phone,
          purpose,
          codeHash: hashCode(phone, purpose, code).toString("hex"),
          ip,
          createdAt: at,
          expiresAt: new Date(at.getTime() + SmsRules.codeTtlMs),
          knownDevice,
        });
        return { ok: true as const, code: delivered ? code : null, send };
      });
      // Now and then, sweep rows no limit looks at any more; no scheduler needed.
      if (randomInt(100) === 0) await repository.purge(new Date(at.getTime() - 2 * 86_400_000));
      if (!outcome.ok)
        return { ok: false, status: 429, msg: limitMessage(outcome.limit, outcome.retryAfterSeconds), retryAfterSeconds: outcome.retryAfterSeconds };
      if (!outcome.code) {
        // Not delivered: answered as a delivered one would be, after as long, also while the carrier is down.
        await sendTime.imitate();
        if (carrierTrouble && at.getTime() < carrierTroubleUntil) {
          await withdraw(phone, outcome.send);
          return notSent(carrierTrouble);
        }
        return { ok: true, msg: smsMessages.sent };
      }
      // Only the phone's owner reads the registered note, so it tells nobody else that the phone is taken.
      const textPurpose = purpose === SmsPurpose.register && registered ? REGISTER_EXISTING : purpose;
      try {
        const message = composeSms(textPurpose, phone, { code: outcome.code });
        await sendTime.measure(() => provider.send(message));
        carrierTrouble = null;
      } catch (error) {
        await withdraw(phone, outcome.send);
        const failure = error instanceof SmsDeliveryError ? error : new SmsDeliveryError("unavailable", "provider", "error", String(error));
        log?.warn({ err: failure, purpose: textPurpose }, "sms code not sent");
        if (failure.failure !== "throttled") {
          carrierTrouble = failure;
          carrierTroubleUntil = at.getTime() + CARRIER_TROUBLE_MS;
        }
        return notSent(failure);
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
