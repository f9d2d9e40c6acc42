/** A form field as text ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * A refused form's messages by field name, as its schema's check gave them: the first issue of
 * each field only, so each field shows one message (the rule that failed first).
 */
export function fieldErrorsOf<Name extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as Name] ??= issue.message;
  return errors;
}
