import type { SmsFailure } from "../sms-delivery-error.ts";

/** Aliyun's answer when the phone's own limit (per minute, hour or day) refused the text. */
const THROTTLED = new Set(["isv.BUSINESS_LIMIT_CONTROL"]);

/**
 * Aliyun's answers that no later try changes: the number, the sign name or the template, or a
 * variable of this very text. The account's troubles (isv.AMOUNT_NOT_ENOUGH, isv.DAY_LIMIT_CONTROL,
 * isv.OUT_OF_SERVICE, keys and signatures, Throttling of the API itself) and isp.SYSTEM_ERROR are
 * not here: mended or past, the same text goes.
 */
const REFUSED = new Set([
  "isv.MOBILE_NUMBER_ILLEGAL",
  "isv.MOBILE_COUNT_OVER_LIMIT",
  "isv.DOMESTIC_NUMBER_NOT_SUPPORTED",
  "isv.BLACK_KEY_CONTROL_LIMIT",
  "isv.SMS_TEMPLATE_ILLEGAL",
  "isv.SMS_SIGNATURE_ILLEGAL",
  "isv.SMS_SIGNATURE_SCENE_ILLEGAL",
  "isv.SIGN_NAME_ILLEGAL",
  "isv.TEMPLATE_MISSING_PARAMETERS",
  "isv.TEMPLATE_PARAMS_ILLEGAL",
  "isv.INVALID_JSON_PARAM",
  "isv.INVALID_PARAMETERS",
  "isv.PARAM_LENGTH_LIMIT",
  "isv.PARAM_NOT_SUPPORT_URL",
  "isv.SMS_CONTENT_ILLEGAL",
  "isv.SMS_TEST_NUMBER_LIMIT",
  "isv.SMS_TEST_SIGN_TEMPLATE_LIMIT",
]);

/** How an Aliyun SendSms error code is treated; a code not known here may pass later (retried within the job's limits). */
export function aliyunFailure(code: string): SmsFailure {
  if (THROTTLED.has(code)) return "throttled";
  return REFUSED.has(code) ? "refused" : "unavailable";
}
