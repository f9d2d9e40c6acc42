import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { envelope } from "./envelope.ts";

/**
 * What every staff call of the back office shares: who makes it (the back office's own server,
 * with the staff session in `operatorHeaders.session`; the services check it and the call's
 * permission key), a record's id in its path, and the answer of a step that returns only its message.
 */
export const staffAccess = { auth: "operator", designed: true, tag: "operator" } as const;
export const staffIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const staffDone = envelope(z.null());

/**
 * A staff read, as the back office's pages load what they show: a GET answering `data` in the
 * envelope, with the path's params or a query where it takes them, and the refusals it may answer
 * where it lists any.
 */
export function staffRead<const S extends Parameters<typeof readCall>[1]>(read: S) {
  return readCall(staffAccess, read);
}

/** A staff read of the one record its path names (`:id`): 400 for an id that is none, 404 when there is no such record. */
export function staffRecord<const S extends { path: string; summary: string; data: z.ZodType }>(read: S) {
  return staffRead({ ...read, params: staffIdParams, errors: [400, 403, 404] });
}

/**
 * A staff step on one record, as most of the back office's buttons are: a POST to a path naming
 * the record (`:id` unless other params are given), a body where the step needs one, and an
 * answer of only its message. The refusals it may answer are listed per step.
 */
export function staffStep<const P extends z.ZodObject = typeof staffIdParams, const B extends z.ZodObject | undefined = undefined>(step: {
  path: string;
  summary: string;
  params?: P;
  body?: B;
  errors: readonly number[];
}) {
  const { path, summary, params = staffIdParams, body, errors } = step;
  return {
    ...staffAccess,
    method: "POST",
    path,
    summary,
    params: params as P,
    ...((body ? { body } : {}) as B extends z.ZodObject ? { body: B } : object),
    response: staffDone,
    errors,
  } as const;
}
