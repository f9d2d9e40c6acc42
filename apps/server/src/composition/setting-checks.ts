import type { SettingsCheck } from "../environment.ts";
import { readCertificationDeposit } from "../platform/certification/deposit-settings.ts";
import { readPaymentSettings } from "../platform/payment/payment-settings.ts";
import { readSmsSettings } from "../platform/sms/sms.config.ts";

/**
 * The modules' own settings, checked at start beside environment.ts's (main.ts): each a line per
 * problem. Only the services send texts, take payments and start certification deposits, so the
 * CLI's commands start without a carrier, a payment provider or a deposit mode.
 */
export const moduleSettingChecks: readonly SettingsCheck[] = [
  (env, role) => {
    if (role !== "services") return [];
    const sms = readSmsSettings(env);
    return sms.ok ? [] : sms.problems;
  },
  (env, role) => {
    if (role !== "services") return [];
    const payment = readPaymentSettings(env);
    return payment.ok ? [] : payment.problems;
  },
  (env, role) => {
    if (role !== "services") return [];
    const deposit = readCertificationDeposit(env);
    return deposit.ok ? [] : [deposit.problem];
  },
];
