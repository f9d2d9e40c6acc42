import { idSchema } from "@cidp/api-client/contract";
import { formatMessage } from "@cidp/domain";

const CHINESE = /[\u4e00-\u9fa5]/;

/** A contract schema as a form reads with it (zod's `safeParse`; the portal itself does not depend on zod). */
interface ContractSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** A posted id, read with the contract's id schema (a positive whole number); null when the field holds none. */
export function idField(form: FormData, name: string): number | null {
  const parsed = idSchema.safeParse(form.get(name));
  return parsed.success ? parsed.data : null;
}

/**
 * Whether a checkbox was ticked. An unticked box sends nothing at all, which a schema's default
 * would read as "not given" rather than "no", so checkboxes are read here and passed as computed.
 */
export function checked(form: FormData, name: string): boolean {
  return form.has(name);
}

/** The posted text fields, the first value of each name (files left out). */
function postedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/**
 * The named text fields as typed (trimmed; "" for a field not sent), for a form that shows what was
 * typed again after a refusal.
 */
export function typedFields<const N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  const fields = postedFields(form);
  return Object.fromEntries(names.map((name) => [name, (fields[name] ?? "").trim()])) as Record<N, string>;
}

/**
 * The named fields with a box left empty as not given (undefined), so the call's schema applies its
 * default, as the box showed it, rather than reading the empty text as a value.
 */
export function blankAsUnset<const N extends string>(form: FormData, names: readonly N[]): Partial<Record<N, string>> {
  const typed = typedFields(form, names);
  return Object.fromEntries(names.map((name) => [name, typed[name] === "" ? undefined : typed[name]])) as Partial<Record<N, string>>;
}

const ROW_FIELD = /^([A-Za-z]\w*)\[(\d{1,6})\]\.([A-Za-z]\w*)$/;

/**
 * The rows of a table form, whose fields are named `prefix[i].field`: one record of text fields per
 * row, in the order of `i` (gaps left by removed rows closed), each field as posted.
 */
export function formRows(form: FormData, prefix: string): Record<string, string>[] {
  const rows = new Map<number, Record<string, string>>();
  for (const [name, value] of form) {
    const match = ROW_FIELD.exec(name);
    if (typeof value !== "string" || !match || match[1] !== prefix) continue;
    const [, , index, field] = match as unknown as [string, string, string, string];
    const row = rows.get(Number(index)) ?? {};
    row[field] ??= value;
    rows.set(Number(index), row);
  }
  return [...rows].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** A refused issue as the page shows it: the contract's Chinese, or the services' answer to a refused body. */
const shown = (message: string | undefined) => (message && CHINESE.test(message) ? message : formatMessage("http.status", { status: 400 }));

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
  const parsed = schema.safeParse({ ...postedFields(form), ...computed });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, msg: shown(parsed.error.issues[0]?.message) };
}

/**
 * As `formBody`, for a form that shows every refusal on its field: each refused field's first
 * message, by the field's name (the first step of the issue's path; `form` for the body itself).
 */
export function formBodyByField<T>(
  schema: ContractSchema<T>,
  form: FormData,
  computed: Record<string, unknown> = {},
): { ok: true; data: T } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse({ ...postedFields(form), ...computed });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= shown(issue.message);
  return { ok: false, errors };
}
