import { helpArticleFieldsSchema } from "@cidp/api-client/contract";
import { data, redirect } from "react-router";
import { fieldErrorsOf } from "../lib/form.server.ts";
import { refusalOf } from "../lib/staff.server.ts";
import { type HelpErrors, refusalOnField } from "./help-body.ts";

/** A help article's title and body as checked, what both help pages send to the services. */
type HelpFields = { title: string; content: string };

/**
 * The save of a help article's form, on its new page and on its own page: its title and body
 * checked with the contract's schema, then `save` (the services reduce the body and may refuse),
 * then back to 帮助中心 with `result` shown. A refusal comes back with what was typed, its message
 * on its field where it names one.
 */
export async function saveHelpArticle<Typed extends HelpFields>(
  request: Request,
  typed: Typed,
  save: (fields: HelpFields) => Promise<{ ok: true } | { ok: false; status: number; message: string }>,
  result: "created" | "saved",
) {
  const checked = helpArticleFieldsSchema.safeParse(typed);
  if (!checked.success) return helpRefusal(typed, "请按提示修改标红的项目", 400, fieldErrorsOf<keyof HelpErrors>(checked.error.issues));
  const saved = await save(checked.data);
  if (!saved.ok) {
    if (saved.status === 401) throw refusalOf(request, saved);
    return helpRefusal(typed, saved.message, saved.status, refusalOnField(saved.message));
  }
  return redirect(`/help?result=${result}`);
}

/** A refused help form: its message, what was typed and the messages by field. */
export function helpRefusal<Typed>(typed: Typed, error: string, status: number, fieldErrors: HelpErrors = {}) {
  return data({ error, typed, fieldErrors }, { status });
}
