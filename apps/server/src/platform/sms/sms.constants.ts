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

/**
 * The notices the platform texts (no code in them). Chinese carriers send approved templates only,
 * so each kind needs a template of its own in every deployment (SMS_TEMPLATES).
 */
export const SmsNotice = {
  organisationInvitation: "organisation-invitation",
  inquiryInvitation: "inquiry-invitation",
  awardWon: "award-won",
  awardLost: "award-lost",
  quoteReminder: "quote-reminder",
} as const;

/** A notice kind's value. */
export type SmsNotice = (typeof SmsNotice)[keyof typeof SmsNotice];

/**
 * A registration code for a phone that is already registered: the text also tells its owner to log
 * in instead (only the owner reads it, so no answer tells anybody else the phone is taken).
 */
export const REGISTER_EXISTING = "register-existing";

/** What a text is for: picks the deployment's approved template. */
export type SmsTextPurpose = SmsPurpose | typeof REGISTER_EXISTING | SmsNotice;
