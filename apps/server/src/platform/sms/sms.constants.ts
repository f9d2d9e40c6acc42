/** The rules of SMS codes and their send limits (login-site issue). */
export const SmsRules = {
  codeLength: 6,
  codeTtlMs: 5 * 60_000,
  maxTries: 5,
  phoneCooldownMs: 60_000,
  phonePerHour: 5,
  phonePerDay: 10,
  ipPerHour: 20,
} as const;

/** What a code is for; a code only works for the purpose it was sent for. */
export const SmsPurpose = { login: "login", register: "register", reset: "reset", generic: "generic", apply: "apply" } as const;

/** An SMS purpose's value. */
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];
