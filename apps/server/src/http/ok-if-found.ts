import type { Envelope } from "@cidp/api-client/contract";
import { ok } from "./envelope.ts";
import { HttpError } from "./validate.ts";

/**
 * The success envelope around a record a call looked up, or the call's 404 with `missing` (the
 * message the client shows) when there is none: the answer of every plain read of one record.
 */
export function okIfFound<T>(found: T | null | undefined, missing: string): Envelope<T> {
  if (!found) throw new HttpError(404, missing);
  return ok(found);
}
