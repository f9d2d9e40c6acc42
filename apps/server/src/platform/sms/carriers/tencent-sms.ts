import { createRequire } from "node:module";
import type { TencentSmsSettings } from "../sms.config.ts";
import { SmsDeliveryError } from "../sms-delivery-error.ts";
import type { SmsProvider } from "../sms-provider.ts";
import { SMS_TEMPLATE_PARAMETERS } from "../sms-templates.ts";
import { tencentConnection } from "./tencent-connection.ts";
import { tencentFailure } from "./tencent-failures.ts";

// The official SDK is CommonJS; required as its documentation does, so its exports are what its types say.
const require = createRequire(import.meta.url);
const { sms } = require("tencentcloud-sdk-nodejs-sms") as typeof import("tencentcloud-sdk-nodejs-sms");

/** How long a send may take: the code's caller waits for it (the SDK's default is a minute). */
const REQUEST_TIMEOUT_SECONDS = 10;

/** What the SDK's errors carry: the API's code (none when the request never got an answer) and its HTTP status. */
interface TencentError {
  code?: string;
  httpCode?: number;
  message?: string;
  requestId?: string;
}

/**
 * Tencent Cloud SMS (SendSms 2021-01-11) through the official SDK: the mainland number as +86…,
 * the SdkAppId, the sign name, the purpose's template ID and its variables in the template's order.
 * A send resolves only when Tencent answers `Ok` for the number.
 */
export function createTencentSms(settings: TencentSmsSettings): SmsProvider {
  const connection = tencentConnection(settings.endpoint);
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      httpProfile: {
        endpoint: connection.endpoint,
        protocol: connection.protocol,
        reqTimeout: REQUEST_TIMEOUT_SECONDS,
        ...(connection.agent ? { agent: connection.agent } : {}),
      },
    },
  });
  return {
    async send(message) {
      let answer: Awaited<ReturnType<typeof client.SendSms>>;
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [`+86${message.phone}`],
          SmsSdkAppId: settings.sdkAppId,
          SignName: settings.signName,
          TemplateId: settings.templates[message.purpose],
          TemplateParamSet: SMS_TEMPLATE_PARAMETERS[message.purpose].map((name) => message.params[name] ?? ""),
        });
      } catch (error) {
        // Only the API's code, words and request id: the SDK's own error is never passed on whole.
        const { code, httpCode, message: words = "", requestId = "" } = error as TencentError;
        const carrierCode = code ?? (httpCode ? `HTTP ${httpCode}` : "no answer");
        throw new SmsDeliveryError(code ? tencentFailure(code) : "unavailable", "tencent", carrierCode, `${words} ${requestId}`.trim());
      }
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== "Ok") {
        const code = status?.Code ?? "no status";
        throw new SmsDeliveryError(
          status?.Code ? tencentFailure(code) : "unavailable",
          "tencent",
          code,
          `${status?.Message ?? ""} ${answer.RequestId ?? ""}`.trim(),
        );
      }
    },
  };
}
