import type { SmsTextPurpose } from "./sms.constants.ts";
import { smsTexts } from "./sms.messages.ts";
import type { SmsMessage } from "./sms-provider.ts";
import type { SmsParameters } from "./sms-templates.ts";

/**
 * The longest value a name or title variable carries: carriers cap a variable's length (Aliyun at
 * 35 characters) and refuse the whole text past it, while a shortened title still names the sheet
 * (the full one is in the platform's notice). Links and codes are never cut.
 */
const VARIABLE_MAX_CHARACTERS = 20;

function fitted(name: string, value: string): string {
  const characters = [...value];
  if (name === "link" || characters.length <= VARIABLE_MAX_CHARACTERS) return value;
  return `${characters.slice(0, VARIABLE_MAX_CHARACTERS - 1).join("")}…`;
}

/** A text of a kind to a phone: its variables for the carrier and the words they make, for the outbox and the log. */
export function composeSms<P extends SmsTextPurpose>(purpose: P, phone: string, params: SmsParameters<P>): SmsMessage {
  const filled = Object.fromEntries(Object.entries<string>(params).map(([name, value]) => [name, fitted(name, value)])) as SmsParameters<P>;
  const render = smsTexts[purpose] as (values: SmsParameters<P>) => string;
  return { phone, purpose, params: filled, text: render(filled), code: "code" in filled ? String(filled.code) : null };
}
