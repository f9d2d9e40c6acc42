import type { Envelope } from "@cidp/api-client/contract";
import { refuse } from "../runtime/refusal.ts";
import { ok } from "./envelope.ts";

/**
 * The success envelope around a record a call looked up, or the call's not-found refusal (a 404)
 * with `missing` (the message the client shows) when there is none: the answer of every plain read of one record.
 */
export function okIfFound<T>(found: T | null | undefined, missing: string): Envelope<T> {
  if (!found) throw refuse("not_found", missing);
  return ok(found);
}
