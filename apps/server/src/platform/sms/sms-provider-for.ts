import type { SmsSettings } from "./sms.config.ts";
import { createConsoleOutbox, type ListingSmsProvider, type OutboxEntry, type SmsProvider } from "./sms-provider.ts";

/** The provider of the settings: a carrier's, or the development outbox, which can also list what it got. */
export type ConfiguredSmsProvider = { outbox: ListingSmsProvider; provider: SmsProvider } | { outbox: null; provider: SmsProvider };

/**
 * The provider the settings name. A carrier's SDK is loaded only when it is the one configured, so
 * a development start never loads either.
 */
export async function smsProviderFor(settings: SmsSettings, logOutbox: (entry: OutboxEntry) => void): Promise<ConfiguredSmsProvider> {
  switch (settings.provider) {
    case "aliyun": {
      const { createAliyunSms } = await import("./carriers/aliyun-sms.ts");
      return { outbox: null, provider: createAliyunSms(settings) };
    }
    case "tencent": {
      const { createTencentSms } = await import("./carriers/tencent-sms.ts");
      return { outbox: null, provider: createTencentSms(settings) };
    }
    case "outbox": {
      const outbox = createConsoleOutbox(logOutbox, { signName: settings.signName });
      return { outbox, provider: outbox };
    }
  }
}
