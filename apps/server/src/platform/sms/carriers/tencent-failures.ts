import type { SmsFailure } from "../sms-delivery-error.ts";

/** Tencent's answers when the phone's own limits (30 s, hour, day, the same text in a day) refused the text. */
const THROTTLED = new Set([
  "LimitExceeded.PhoneNumberThirtySecondLimit",
  "LimitExceeded.PhoneNumberOneHourLimit",
  "LimitExceeded.PhoneNumberDailyLimit",
  "LimitExceeded.PhoneNumberSameContentDailyLimit",
  "LimitExceeded.DeliveryFrequencyLimit",
]);

/**
 * Tencent's answers that no later try changes: the number, the sign name or the template, or a
 * variable of this very text. The account's troubles (AuthFailure.*, the application's daily
 * limits, an empty SMS package, RequestLimitExceeded) and InternalError.* are not here: mended or
 * past, the same text goes.
 */
const REFUSED = new Set([
  "InvalidParameterValue.IncorrectPhoneNumber",
  "FailedOperation.PhoneNumberInBlacklist",
  "FailedOperation.PhoneNumberParseFail",
  "UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber",
  "UnsupportedOperation.UnsupportedRegion",
  "FailedOperation.TemplateIncorrectOrUnapproved",
  "FailedOperation.SignatureIncorrectOrUnapproved",
  "FailedOperation.TemplateParamSetNotMatchApprovedTemplate",
  "FailedOperation.ContainSensitiveWord",
  "InvalidParameterValue.TemplateParameterFormatError",
  "InvalidParameterValue.TemplateParameterLengthLimit",
  "InvalidParameterValue.ProhibitedUseUrlInTemplateParameter",
  "InvalidParameterValue.ContentLengthLimit",
]);

/** How a Tencent SendSms code is treated; a code not known here may pass later (retried within the job's limits). */
export function tencentFailure(code: string): SmsFailure {
  if (THROTTLED.has(code)) return "throttled";
  return REFUSED.has(code) ? "refused" : "unavailable";
}
