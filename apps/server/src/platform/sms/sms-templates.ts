import { REGISTER_EXISTING, SmsNotice, SmsPurpose, type SmsTextPurpose } from "./sms.constants.ts";

/**
 * The variables of each kind of text, in the order a Tencent template numbers them ({1}, {2}, …);
 * an Aliyun template names them (${code}). A deployment registers one template per kind with
 * exactly these variables (README "SMS"); several kinds may share one approved template.
 */
export const SMS_TEMPLATE_PARAMETERS = {
  [SmsPurpose.login]: ["code"],
  [SmsPurpose.register]: ["code"],
  [REGISTER_EXISTING]: ["code"],
  [SmsPurpose.reset]: ["code"],
  [SmsPurpose.generic]: ["code"],
  [SmsPurpose.apply]: ["code"],
  [SmsNotice.organisationInvitation]: ["inviter", "company", "link"],
  [SmsNotice.inquiryInvitation]: ["buyer", "title", "deadline", "link"],
  [SmsNotice.awardWon]: ["title"],
  [SmsNotice.awardLost]: ["title"],
  [SmsNotice.quoteReminder]: ["title", "deadline"],
} as const satisfies Record<SmsTextPurpose, readonly string[]>;

/** Every kind of text the platform sends: each needs a template in SMS_TEMPLATES. */
export const SMS_TEXT_PURPOSES = Object.keys(SMS_TEMPLATE_PARAMETERS) as SmsTextPurpose[];

/** The variables a kind of text fills, by name. */
export type SmsParameters<P extends SmsTextPurpose> = Record<(typeof SMS_TEMPLATE_PARAMETERS)[P][number], string>;

/** What each kind of text is, for the settings' refusals and the deployment notes. */
export const SMS_PURPOSE_DESCRIPTIONS: Record<SmsTextPurpose, string> = {
  [SmsPurpose.login]: "the log-in code",
  [SmsPurpose.register]: "the registration code",
  [REGISTER_EXISTING]: "the registration code to a phone already registered, telling its owner to log in",
  [SmsPurpose.reset]: "the password-reset code",
  [SmsPurpose.generic]: "the identity code of the platform's own phone forms",
  [SmsPurpose.apply]: "the code of the home page's application form",
  [SmsNotice.organisationInvitation]: "the invitation to join a company",
  [SmsNotice.inquiryInvitation]: "a buyer's invitation to an inquiry, to a company not yet registered",
  [SmsNotice.awardWon]: "the award notice to the winning supplier",
  [SmsNotice.awardLost]: "the award notice to the other suppliers",
  [SmsNotice.quoteReminder]: "the reminder before an inquiry's quotation deadline",
};
