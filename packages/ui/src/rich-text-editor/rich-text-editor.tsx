import { type ComponentType, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { FormFieldContext, useFormFieldControl } from "../form-field/form-field-context.ts";
import { cx } from "../internal/cx.ts";
import { fieldBox } from "../internal/field.css.ts";
import type { RichTextEditingProps } from "./rich-text-editing.tsx";
import * as styles from "./rich-text-editor.css.ts";

/** What the host's own controls below the editing area may do (the back office's picture inserter). */
export interface RichTextTools {
  /** Puts a picture at the caret. */
  insertImage: (src: string, alt: string) => void;
}

/** Props of RichTextEditor. */
export interface RichTextEditorProps {
  /** The form field the HTML is posted as (by the text area, then by the editor's hidden field). */
  name: string;
  /** The text area's id, then the editing area's (a FormField gives it). */
  id?: string;
  /** The HTML to start from (a saved description). */
  defaultValue?: string;
  "aria-label"?: string;
  /** The id of the element that names the field (a FormField's label by default). */
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The most characters of HTML the text area takes before the editor loads (the server checks again). */
  maxLength?: number;
  /**
   * When the editor's code (Tiptap, most of a form page's script) loads: `"use"` when the field is
   * first pointed at or focused, `"mount"` as soon as the page's script runs.
   */
  load?: "use" | "mount";
  /** The toolbar's accessible name. */
  toolbarLabel?: string;
  /** The host's controls under the editing area, once the editor is there. */
  extra?: (tools: RichTextTools) => ReactNode;
  /** The HTML after each change ("" when the editor holds no text). */
  onChange?: (html: string) => void;
  className?: string;
}

let Editing: ComponentType<RichTextEditingProps> | null = null;
let loading: Promise<ComponentType<RichTextEditingProps>> | null = null;

/** Loads the editor's code once; a failed load (network) is tried again at the next sign of intent. */
function loadEditing(): Promise<ComponentType<RichTextEditingProps>> {
  loading ??= import("./rich-text-editing.tsx").then(
    (module) => {
      Editing = module.RichTextEditing;
      return Editing;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A rich-text field (bold, italic, headings, lists, quotes, undo). The server renders its HTML in
 * a plain text area, which works without script; the editor's code loads when the field is first
 * pointed at or focused (or at once with `load="mount"`), then the editor takes the text area's
 * place with what it holds, keeping the focus, and posts its HTML in a hidden field of the same
 * name, so the form's action reads the field as before. The HTML is the member's: the server
 * sanitises it.
 */
export function RichTextEditor({
  name,
  defaultValue = "",
  invalid,
  required,
  disabled,
  maxLength,
  load = "use",
  toolbarLabel,
  extra,
  onChange,
  className,
  ...aria
}: RichTextEditorProps) {
  const context = useContext(FormFieldContext);
  const field = useFormFieldControl({ id: aria.id, "aria-describedby": aria["aria-describedby"], "aria-invalid": invalid, required, disabled });
  const fallbackId = `${name}-rich-text`;
  const id = field.id ?? fallbackId;
  const labelledBy = aria["aria-labelledby"] ?? context?.labelId;
  const source = useRef<HTMLTextAreaElement>(null);
  const [started, setStarted] = useState<{ html: string; focus: boolean } | null>(null);

  const start = () => {
    if (started || field.disabled) return;
    loadEditing().then(
      () =>
        setStarted((already) => {
          const area = source.current;
          return already ?? { html: area?.value ?? defaultValue, focus: area !== null && document.activeElement === area };
        }),
      // Not loaded (the network): the text area stays, and the next sign of intent tries again.
      () => undefined,
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render decides an eager load.
  useEffect(() => {
    // Eager, or already in use: focused or pointed at before the page's script had hydrated it.
    const area = source.current;
    if (load === "mount" || (area && (document.activeElement === area || area.matches(":hover")))) start();
  }, []);

  if (started && Editing) {
    return (
      <div className={className}>
        <Editing
          name={name}
          id={id}
          initialHtml={started.html}
          labelledBy={labelledBy}
          label={aria["aria-label"]}
          describedBy={field["aria-describedby"]}
          invalid={field["aria-invalid"] === true}
          required={field.required}
          disabled={field.disabled}
          focus={started.focus}
          toolbarLabel={toolbarLabel}
          extra={extra}
          onChange={onChange}
        />
      </div>
    );
  }
  return (
    <div className={cx(styles.root, className)}>
      <textarea
        ref={source}
        id={id}
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={field.required}
        disabled={field.disabled}
        aria-label={aria["aria-label"]}
        aria-labelledby={aria["aria-labelledby"]}
        aria-describedby={field["aria-describedby"]}
        aria-invalid={field["aria-invalid"]}
        className={cx(fieldBox(), styles.source)}
        onPointerEnter={start}
        onFocus={start}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </div>
  );
}
