import { SmsRules } from "./sms.constants.ts";

/** What the limits look at: the phone's and the IP's recent sends. */
export interface SendHistory {
  /** Times of this phone's sends in the last 24 hours. */
  phoneSends: readonly Date[];
  /** Number of sends from this IP in the last hour. */
  ipSendsLastHour: number;
}

/** Which limit refused a send. */
export type SendLimit = "phone_cooldown" | "phone_hourly" | "phone_daily" | "ip_hourly";

/** Decides whether one more code may be sent now; a refusal says which limit and for how long. */
export function checkSendLimits(history: SendHistory, now: Date): { ok: true } | { ok: false; limit: SendLimit; retryAfterSeconds: number } {
  const at = now.getTime();
  const ages = history.phoneSends.map((sent) => at - sent.getTime()).filter((age) => age >= 0 && age < 86_400_000);
  const retry = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const newest = Math.min(...ages);
  if (ages.length > 0 && newest < SmsRules.phoneCooldownMs)
    return { ok: false, limit: "phone_cooldown", retryAfterSeconds: retry(SmsRules.phoneCooldownMs - newest) };
  const lastHour = ages.filter((age) => age < 3_600_000).sort((x, y) => y - x);
  if (lastHour.length >= SmsRules.phonePerHour) {
    // The oldest send that still counts has to leave the hour first.
    const oldest = lastHour[lastHour.length - SmsRules.phonePerHour] ?? 0;
    return { ok: false, limit: "phone_hourly", retryAfterSeconds: retry(3_600_000 - oldest) };
  }
  if (ages.length >= SmsRules.phonePerDay) {
    const sorted = [...ages].sort((x, y) => y - x);
    const oldest = sorted[sorted.length - SmsRules.phonePerDay] ?? 0;
    return { ok: false, limit: "phone_daily", retryAfterSeconds: retry(86_400_000 - oldest) };
  }
  if (history.ipSendsLastHour >= SmsRules.ipPerHour) return { ok: false, limit: "ip_hourly", retryAfterSeconds: 3600 };
  return { ok: true };
}
