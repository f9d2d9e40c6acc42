import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { accountTexts } from "./account-texts.ts";
import { failureText } from "./failure-text.ts";

/** A field of the password forms, by its form name. */
export type AccountField = keyof typeof accountTexts.fields;

/** Each problem field with its message. */
export type FieldErrors<K extends AccountField> = Partial<Record<K, string>>;

/** The contract's body schema as the form uses it (zod's `safeParse`, without depending on zod here). */
interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

const CHINESE = /[\u4e00-\u9fa5]/;

/** The posted fields, by name; a missing or non-text field reads as empty. */
export async function readFields<K extends AccountField>(request: Request, names: readonly K[]): Promise<Record<K, string>> {
  const form = await request.formData();
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<K, string>;
}

/**
 * Checks the fields against the call's contract before calling it: an empty field says it is
 * required; otherwise each field gets the contract's first Chinese message for it (its rules'
 * own texts, e.g. 密码长度为8-32位 or 两次输入的密码不一致), or "{label}格式不正确". `extra` holds
 * the page's own checks of fields the contract does not carry (the pay password's confirmation).
 */
export function checkFields<K extends AccountField, T>(
  schema: BodySchema<T>,
  values: Record<K, string>,
  extra: FieldErrors<K> = {},
): { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors<K> } {
  const fieldErrors: FieldErrors<K> = {};
  const names = Object.keys(values) as K[];
  for (const name of names) if (values[name] === "") fieldErrors[name] = accountTexts.required[name];
  for (const name of names) if (fieldErrors[name] === undefined && extra[name] !== undefined) fieldErrors[name] = extra[name];
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "") as K;
      if (!names.includes(name) || fieldErrors[name] !== undefined) continue;
      fieldErrors[name] = CHINESE.test(issue.message) ? issue.message : accountTexts.invalid.replace("{label}", accountTexts.fields[name]);
    }
  }
  if (parsed.success && Object.keys(fieldErrors).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, fieldErrors };
}

/** The answer of a refused form or call. */
export function refused<K extends AccountField>(
  error: unknown,
  fieldErrors: FieldErrors<K> = {},
): { ok: false; error: string | null; fieldErrors: FieldErrors<K> } {
  return { ok: false, error: error === null ? null : typeof error === "string" ? error : failureText(error), fieldErrors };
}

/** The logged-in member's client, as the password calls take it. */
type MemberClient = NonNullable<ReturnType<typeof portalRequest>["member"]>;

/**
 * A checked password form's call as the logged-in member: `{ ok: true }` once the services did it,
 * else the refusal — the session ended, or what the services said.
 */
export async function callAsMember<K extends AccountField>(context: RequestContext, call: (client: MemberClient) => Promise<unknown>) {
  const client = portalRequest(context).member;
  if (!client) return refused<K>(accountTexts.sessionEnded);
  try {
    await call(client);
    return { ok: true as const };
  } catch (error) {
    return refused<K>(error);
  }
}
