import { idSchema } from "@cidp/api-client/contract";
import { formatMessage } from "@cidp/domain";

const CHINESE = /[\u4e00-\u9fa5]/;

/** A contract schema as a form reads with it (zod's `safeParse`; the portal itself does not depend on zod). */
interface ContractSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A posted id, read with the contract's id schema (a positive whole number); null when the field holds none. */
export function idField(form: FormData, name: string): number | null {
  const parsed = idSchema.safeParse(form.get(name));
  return parsed.success ? parsed.data : null;
}

/**
 * A form read with its call's body schema: the posted text fields (the first value of each name),
 * with `computed` (values the page reads itself, e.g. amounts through the domain's money rules)
 * on top, coerced and checked by the same contract the services apply. The body on success;
 * otherwise the contract's first message when it is a Chinese one, else the services' own answer
 * to a refused body (请求出错，状态码：400), so the page never shows a schema's English.
 */
export function formBody<T>(
  schema: ContractSchema<T>,
  form: FormData,
  computed: Record<string, unknown> = {},
): { ok: true; data: T } | { ok: false; msg: string } {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  const parsed = schema.safeParse({ ...fields, ...computed });
  if (parsed.success) return { ok: true, data: parsed.data };
  const said = parsed.error.issues[0]?.message ?? "";
  return { ok: false, msg: CHINESE.test(said) ? said : formatMessage("http.status", { status: 400 }) };
}
