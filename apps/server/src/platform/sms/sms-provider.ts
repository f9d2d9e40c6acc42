import type { SmsTextPurpose } from "./sms.constants.ts";

/**
 * One text message to one phone. Chinese carriers send approved templates, never free text: the
 * carrier gets the purpose's template and the variables; `text` is the same message in words, for
 * the development outbox and the log. Build one with `composeSms` (sms-templates.ts).
 */
export interface SmsMessage {
  /** The 11-digit mainland number; each carrier adapter writes it in its own format. */
  phone: string;
  /** What the text is for: picks the deployment's template (SMS_TEMPLATES). */
  purpose: SmsTextPurpose;
  /** The template's variables by name, e.g. `{ code: "123456" }`. */
  params: Readonly<Record<string, string>>;
  /** The words the template renders, without the 【签名】 the carrier puts in front. */
  text: string;
  /** The code in the text, when there is one (the outbox lists it for development tests). */
  code: string | null;
}

/**
 * Sends text messages: a carrier's gateway (carriers/), or the development outbox. `send` resolves
 * only once the carrier accepted the text; anything else throws an SmsDeliveryError saying whether
 * trying again may help (sms-delivery-error.ts).
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** A message as the development outbox keeps it: `text` with the sign name in front, as a phone shows it. */
export interface OutboxEntry extends SmsMessage {
  sentAt: string;
}

/** A provider that can also list what it sent (development only). */
export interface ListingSmsProvider extends SmsProvider {
  list(phone?: string): OutboxEntry[];
}

/**
 * The development provider: writes each message to the log and keeps the last few hundred in memory,
 * so a developer (or a browser test) can read the code without a carrier account. Production
 * refuses to start with it (environment.ts).
 */
export function createConsoleOutbox(
  log: (entry: OutboxEntry) => void,
  { signName, capacity = 500 }: { signName: string; capacity?: number },
): ListingSmsProvider {
  const entries: OutboxEntry[] = [];
  return {
    async send(message) {
      const entry = { ...message, text: `【${signName}】${message.text}`, sentAt: new Date().toISOString() };
      entries.unshift(entry);
      entries.length = Math.min(entries.length, capacity);
      log(entry);
    },
    list(phone) {
      return phone ? entries.filter((entry) => entry.phone === phone) : [...entries];
    },
  };
}
