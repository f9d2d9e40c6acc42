import { errorReportMessages } from "./error-reports.messages.ts";

/** One item of an envelope: its header (with `type`) and its raw payload. */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Buffer;
}

/** A parsed envelope: its header (event_id, sent_at, dsn, sdk) and its items in order. */
export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** Why an envelope was refused, in the Chinese message the 400 answer carries. */
export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EnvelopeError";
  }
}

/** More items than a browser SDK ever sends in one envelope (an event, a client report, a session). */
export const MAX_ENVELOPE_ITEMS = 20;

const NEWLINE = 0x0a;

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Parses Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON
 * header line, then items of a JSON header line and a payload that is either `length` bytes or,
 * without a length, the rest of the line. Anything else throws an EnvelopeError; it never reads
 * past the body, whatever the lengths claim.
 */
export function parseEnvelope(body: Buffer): Envelope {
  if (body.length === 0) throw new EnvelopeError(errorReportMessages.empty);
  const lineEnd = (from: number) => {
    const at = body.indexOf(NEWLINE, from);
    return at === -1 ? body.length : at;
  };
  let position = lineEnd(0);
  const header = jsonObject(body.subarray(0, position).toString("utf8"));
  if (!header) throw new EnvelopeError(errorReportMessages.badEnvelopeHeader);
  position += 1;
  const items: EnvelopeItem[] = [];
  while (position < body.length) {
    // Blank lines (a trailing newline, or one after a length-delimited payload) separate nothing.
    if (body[position] === NEWLINE) {
      position += 1;
      continue;
    }
    const headerEnd = lineEnd(position);
    const itemHeader = jsonObject(body.subarray(position, headerEnd).toString("utf8"));
    if (!itemHeader || typeof itemHeader.type !== "string" || itemHeader.type === "") throw new EnvelopeError(errorReportMessages.badItemHeader);
    position = Math.min(headerEnd + 1, body.length);
    let payload: Buffer;
    if (itemHeader.length !== undefined) {
      const length = itemHeader.length;
      if (typeof length !== "number" || !Number.isInteger(length) || length < 0 || position + length > body.length) {
        throw new EnvelopeError(errorReportMessages.badLength);
      }
      payload = body.subarray(position, position + length);
      position += length;
    } else {
      const payloadEnd = lineEnd(position);
      payload = body.subarray(position, payloadEnd);
      position = payloadEnd;
    }
    if (body[position] === NEWLINE) position += 1;
    items.push({ header: itemHeader as EnvelopeItem["header"], payload });
    if (items.length > MAX_ENVELOPE_ITEMS) throw new EnvelopeError(errorReportMessages.tooManyItems);
  }
  return { header, items };
}
