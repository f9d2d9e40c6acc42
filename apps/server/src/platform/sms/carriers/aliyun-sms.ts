import { createRequire } from "node:module";
import type { AliyunSmsSettings } from "../sms.config.ts";
import { SmsDeliveryError } from "../sms-delivery-error.ts";
import type { SmsProvider } from "../sms-provider.ts";
import { aliyunFailure } from "./aliyun-failures.ts";

// The official SDK is CommonJS compiled from ES modules: required as its documentation does, its
// client is `default` (Node's `import` would hand over the whole exports object instead).
const require = createRequire(import.meta.url);
const { default: DysmsapiClient, SendSmsRequest } = require("@alicloud/dysmsapi20170525") as typeof import("@alicloud/dysmsapi20170525");
const { $OpenApiUtil } = require("@alicloud/openapi-core") as typeof import("@alicloud/openapi-core");

/** Aliyun's public SMS API host. */
const ALIYUN_SMS_HOST = "dysmsapi.aliyuncs.com";

/** How long a send may take: the code's caller waits for it (Aliyun asks for at least a second). */
const CONNECT_TIMEOUT_MS = 5_000;
const READ_TIMEOUT_MS = 10_000;

/** What the SDK's errors carry: the API's code (none when the request never got an answer). */
interface AliyunError {
  code?: string;
  message?: string;
}

/**
 * Aliyun SMS (Dysmsapi SendSms 2017-05-25) through the official SDK, which signs each request with
 * ACS3-HMAC-SHA256: the 11-digit number, the sign name, the purpose's template code and its
 * variables as JSON. The SDK retries nothing by itself (a text may not be sent twice). A send
 * resolves only when Aliyun answers `OK`.
 */
export function createAliyunSms(settings: AliyunSmsSettings): SmsProvider {
  const client = new DysmsapiClient(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: settings.endpoint?.host ?? ALIYUN_SMS_HOST,
      protocol: settings.endpoint?.protocol === "http:" ? "http" : "https",
      connectTimeout: CONNECT_TIMEOUT_MS,
      readTimeout: READ_TIMEOUT_MS,
    }),
  );
  return {
    async send(message) {
      let answer: Awaited<ReturnType<typeof client.sendSms>>;
      try {
        answer = await client.sendSms(
          new SendSmsRequest({
            phoneNumbers: message.phone,
            signName: settings.signName,
            templateCode: settings.templates[message.purpose],
            templateParam: JSON.stringify(message.params),
          }),
        );
      } catch (error) {
        // Only the API's code and words: the SDK's own error is never passed on whole.
        const { code, message: words = "" } = error as AliyunError;
        throw new SmsDeliveryError(code ? aliyunFailure(code) : "unavailable", "aliyun", code ?? "no answer", words);
      }
      const { code = "no code", message: words = "", requestId = "" } = answer.body ?? {};
      if (code !== "OK") throw new SmsDeliveryError(aliyunFailure(code), "aliyun", code, `${words} ${requestId}`.trim());
    },
  };
}
