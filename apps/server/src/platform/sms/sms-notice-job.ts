import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { type JobKind, PermanentJobFailure, type RetryPolicy } from "../jobs/job-kind.ts";
import { jobs } from "../jobs/schema.ts";
import type { SmsTextPurpose } from "./sms.constants.ts";
import { SmsDeliveryError } from "./sms-delivery-error.ts";
import type { SmsMessage, SmsProvider } from "./sms-provider.ts";

/** The job runner's kind that sends one notice text. */
export const SMS_NOTICE_JOB = "sms.notice";

/**
 * A carrier that is down or throttles is tried a minute later, then less often, for about half a
 * day; after that the notice (also in the platform's notices) is given up and shows as dead.
 */
const NOTICE_RETRY: RetryPolicy = { maxAttempts: 12, baseDelayMs: 60_000, maxDelayMs: 3_600_000 };

/**
 * Queues a notice text (award outcomes, invitations, reminders): the runner sends it, retries it
 * while the carrier is down or throttles, and gives it up at once when the carrier refuses it for
 * good (a number or template it will never accept). Call it in the transaction that decides the
 * notice, so the text goes exactly when that commits; the caller never waits for the carrier.
 * `now` is the app's clock (the job is due from then).
 */
export async function queueSmsNotice(tx: Database, message: SmsMessage, now: Date): Promise<void> {
  await tx.insert(jobs).values({ kind: SMS_NOTICE_JOB, key: randomUUID(), runAt: now, payload: { ...message } });
}

/** The queued message back from the job's payload (JSON). */
function messageOf(payload: Record<string, unknown>): SmsMessage {
  return {
    phone: String(payload.phone),
    purpose: String(payload.purpose) as SmsTextPurpose,
    params: (payload.params ?? {}) as Record<string, string>,
    text: String(payload.text ?? ""),
    code: null,
  };
}

/**
 * Sends queued notices through the provider. A lease kind: the carrier is called outside any
 * transaction, and the SDKs retry nothing, so a notice goes once unless an instance dies between
 * the carrier's answer and marking the job done.
 */
export function smsNoticeJobKind(provider: SmsProvider): JobKind {
  return {
    kind: SMS_NOTICE_JOB,
    mode: "lease",
    retry: NOTICE_RETRY,
    handler: async (payload) => {
      try {
        await provider.send(messageOf(payload));
      } catch (error) {
        if (error instanceof SmsDeliveryError && error.failure === "refused") throw new PermanentJobFailure(error.message);
        throw error;
      }
    },
  };
}
