import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import * as cards from "./market-cards.css.ts";
import * as page from "./page.css.ts";

/** What every labelled control takes besides its element's own attributes. */
interface Labelled {
  id: string;
  label: ReactNode;
  /** Spans both columns of a two-column form grid (long texts, titles). */
  wide?: boolean;
  /** Shown under the control (a note, a lock's reason). */
  after?: ReactNode;
}

/** The page's field: the label above its control (the children, or one of the labelled controls below). */
export function LabelledField({ id, label, wide, after, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={wide ? `${page.field} ${cards.wide}` : page.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {after}
    </div>
  );
}

/** A labelled `<input>` of a member form. */
export function LabelledInput({ id, label, wide, after, ...input }: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <LabelledField id={id} label={label} wide={wide} after={after}>
      <input id={id} {...input} className={page.searchInput} />
    </LabelledField>
  );
}

/** A labelled `<select>` of a member form; its `<option>`s are the children. */
export function LabelledSelect({ id, label, wide, after, children, ...select }: Labelled & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <LabelledField id={id} label={label} wide={wide} after={after}>
      <select id={id} {...select} className={page.searchInput}>
        {children}
      </select>
    </LabelledField>
  );
}

/** A labelled `<textarea>` of a member form. */
export function LabelledTextarea({ id, label, wide, after, ...textarea }: Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <LabelledField id={id} label={label} wide={wide} after={after}>
      <textarea id={id} {...textarea} className={page.searchInput} />
    </LabelledField>
  );
}

/** A list of values as `<option>`s whose label is the value itself (trades, grades, banks). */
export function ValueOptions({ values }: { values: readonly string[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** A member form's set of checkboxes, all named `name` (the action reads every ticked value), under its legend. */
export function CheckboxChoices({
  legend,
  name,
  options,
}: {
  legend: string;
  name: string;
  options: readonly { value: string | number; label: string; checked?: boolean }[];
}) {
  return (
    <fieldset className={page.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={page.choice}>
          <input type="checkbox" name={name} value={option.value} defaultChecked={option.checked} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
