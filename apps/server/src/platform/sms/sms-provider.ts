import type { SmsPurpose } from "./sms.constants.ts";

/** One text message to one phone. */
export interface SmsMessage {
  phone: string;
  text: string;
  purpose: SmsPurpose;
  /** The code in the text, when there is one (the outbox lists it for development tests). */
  code: string | null;
}

/** Sends text messages; production plugs in a carrier's gateway behind this interface. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** A message as the development outbox keeps it. */
export interface OutboxEntry extends SmsMessage {
  sentAt: string;
}

/** A provider that can also list what it sent (development only). */
export interface ListingSmsProvider extends SmsProvider {
  list(phone?: string): OutboxEntry[];
}

/**
 * The default provider: writes each message to the log and keeps the last few hundred in memory,
 * so a developer (or a browser test) can read the code without a carrier account.
 */
export function createConsoleOutbox(log: (entry: OutboxEntry) => void, capacity = 500): ListingSmsProvider {
  const entries: OutboxEntry[] = [];
  return {
    async send(message) {
      const entry = { ...message, sentAt: new Date().toISOString() };
      entries.unshift(entry);
      entries.length = Math.min(entries.length, capacity);
      log(entry);
    },
    list(phone) {
      return phone ? entries.filter((entry) => entry.phone === phone) : [...entries];
    },
  };
}
