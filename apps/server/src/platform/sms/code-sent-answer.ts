import type { FastifyReply } from "fastify";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import type { SendResult } from "./sms.service.ts";

/**
 * The answer of every call that sends an SMS code: the service's message, or its refusal with the
 * status it chose and, when it knows when the next code may go, Retry-After.
 */
export function codeSentAnswer(result: SendResult, reply: FastifyReply) {
  if (!result.ok) {
    if (result.retryAfterSeconds) reply.header("retry-after", String(result.retryAfterSeconds));
    throw new HttpError(result.status, result.msg);
  }
  return ok(null, result.msg);
}
