import { z } from "zod";
import { idSchema } from "./common.contract.ts";

// The zod pieces that inquiry sheets (procurement.calls.ts) and tenders (tender.calls.ts) share:
// both are calls for sealed offers with the same kinds of fields. Only pieces whose shape and
// messages are really the same live here; each module keeps its own wording elsewhere.

/** `{ id }`: the call (sheet or tender) a request acts on. */
export const callIdBody = z.object({ id: idSchema });

/** An amount in fen up to `max`, messages naming `what`. */
export const fenAmountSchema = (what: string, max: number) =>
  z.coerce
    .number({ error: `请输入${what}` })
    .int(`${what}须精确到分`)
    .min(0, `${what}不能为负`)
    .max(max, `${what}过大`);

/** A time to the minute or second, `yyyy-MM-dd HH:mm[:ss]` (China time). */
export const clockTimeSchema = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, message);

/** 公开 or 邀请: who may answer a call. */
const callModes = ["public", "invited"] as const;
/** The mode as a form sends it, with the form's own request to choose. */
export const callModeInput = (message: string) => z.enum(callModes, { error: message });
/** The mode as a view shows it. */
export const callModeView = z.enum(callModes);

/** 所属项目, the same field on both forms. */
export const projectNameInput = z.string().trim().max(100, "所属项目不超过100字").default("");
/** 联系人, the same field on both forms (the phone is checked differently by each). */
export const contactNameInput = z.string().trim().max(30).default("");
