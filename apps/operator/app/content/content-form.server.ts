import { type ContentFieldName, type ContentFields, contentFieldsSchema } from "@cidp/api-client/contract";
import { field, fieldErrorsOf } from "../lib/form.server.ts";

/** Every field of the editor's form, in its order. */
export const CONTENT_FIELD_NAMES: readonly ContentFieldName[] = [
  "channel",
  "title",
  "summary",
  "body",
  "source",
  "author",
  "publishAt",
  "unpublishAt",
  "docNumber",
  "issuingAuthority",
  "effectiveDate",
  "validity",
  "moduleCode",
];

/** What the form posted, as typed (shown again beside its errors). */
export type TypedContent = Record<ContentFieldName, string>;
export type ContentFieldErrors = Partial<Record<ContentFieldName, string>>;

/** The form's fields, checked by the contract's schema: the fields, or each field's first message. */
export function readContentForm(form: FormData): { typed: TypedContent; fields: ContentFields | null; errors: ContentFieldErrors } {
  const typed = Object.fromEntries(CONTENT_FIELD_NAMES.map((name) => [name, field(form, name)])) as TypedContent;
  // datetime-local posts 2026-12-01T09:00; the contract takes either separator.
  const checked = contentFieldsSchema.safeParse(typed);
  if (checked.success) return { typed, fields: checked.data, errors: {} };
  return { typed, fields: null, errors: fieldErrorsOf<ContentFieldName>(checked.error.issues) };
}
