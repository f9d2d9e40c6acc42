import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import * as styles from "./procurement.css.ts";

/** What a labelled control takes besides its element's own attributes. */
interface Labelled {
  id: string;
  label: ReactNode;
}

/** A labelled control of the procurement forms: the label above its control (`id`), in the forms' field column. */
export function SheetField({ id, label, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** What a control carries when its field was refused: marked invalid, described by the message. */
export type FieldA11y = { "aria-invalid"?: true; "aria-describedby"?: string };

/**
 * A labelled field whose save the server checks: a refused one shows the server's message under
 * its control (`<id>-error`), and the control, made by `children`, is marked invalid and described by it.
 */
export function CheckedSheetField({ id, label, error, children }: Labelled & { error: string | undefined; children: (a11y: FieldA11y) => ReactNode }) {
  return (
    <SheetField id={id} label={label}>
      {children(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </SheetField>
  );
}

/** A labelled `<input>` of the procurement forms, in their control style. */
export function SheetInput({ id, label, ...input }: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <SheetField id={id} label={label}>
      <input id={id} {...input} className={styles.control} />
    </SheetField>
  );
}

/** A labelled `<textarea>` of the procurement forms, in their text area style. */
export function SheetTextarea({ id, label, ...textarea }: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <SheetField id={id} label={label}>
      <textarea id={id} {...textarea} className={styles.textArea} />
    </SheetField>
  );
}
