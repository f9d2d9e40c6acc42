import { HELP_CONTENT_MAX } from "@cidp/api-client/contract";
import { BodyField } from "../content/body-field.tsx";
import { HELP_EDITOR_HINT } from "./help-body.ts";

/** A help article's body in the rich-text editor, with its label, hint and error. */
export function HelpBodyField({ value, error }: { value: string; error?: string | undefined }) {
  return <BodyField name="content" label={<strong>正文</strong>} hint={HELP_EDITOR_HINT} value={value} error={error} maxLength={HELP_CONTENT_MAX} />;
}
