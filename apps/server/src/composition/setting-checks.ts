import type { SettingsCheck } from "../environment.ts";
import { readPaymentSettings } from "../platform/payment/payment-settings.ts";
import { readSmsSettings } from "../platform/sms/sms.config.ts";

/**
 * The modules' own settings, checked at start beside environment.ts's (main.ts): each a line per
 * problem. Only the services send texts and take payments, so the CLI's commands start without a
 * carrier or a payment provider.
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
];
