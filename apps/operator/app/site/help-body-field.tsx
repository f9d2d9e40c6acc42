import { HELP_CONTENT_MAX } from "@cidp/api-client/contract";
import { useId } from "react";
import { RichTextEditor } from "../content/rich-text-editor.tsx";
import * as styles from "../desk.css.ts";
import { HELP_EDITOR_HINT } from "./help-body.ts";

/**
 * A help article's body in the rich-text editor, with its label, hint and error: the HTML in a
 * text area until the page's script runs (the page works on it without script), the editor after.
 */
export function HelpBodyField({ value, error }: { value: string; error?: string | undefined }) {
  const bodyLabel = useId();
  const bodyHint = `${bodyLabel}-hint`;
  const bodyError = error ? `${bodyLabel}-error` : undefined;
  return (
    <div>
      <p id={bodyLabel} className={styles.muted}>
        <strong>正文</strong>
      </p>
      <p id={bodyHint} className={styles.muted}>
        {HELP_EDITOR_HINT}
      </p>
      <RichTextEditor
        name="content"
        labelId={bodyLabel}
        describedBy={bodyError ? `${bodyHint} ${bodyError}` : bodyHint}
        initialHtml={value}
        maxLength={HELP_CONTENT_MAX}
      />
      {bodyError ? (
        <p id={bodyError} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
