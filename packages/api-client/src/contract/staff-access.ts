import { z } from "zod";
import { envelope } from "./envelope.ts";

/**
 * What every staff call of the back office shares: who makes it (the back office's own server,
 * with the staff session in `operatorHeaders.session`; the services check it and the call's
 * permission key), a record's id in its path, and the answer of a step that returns only its message.
 */
export const staffAccess = { auth: "operator", designed: true, tag: "operator" } as const;
export const staffIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const staffDone = envelope(z.null());
