import { useFormFieldControl } from "@cidp/ui";
import type { ReactNode } from "react";
import * as styles from "../desk.css.ts";

/** A native select inside a FormField (label, hint and error wired): the desk's pages work without script. */
export function NativeSelect({ name, defaultValue, children }: { name: string; defaultValue: string; children: ReactNode }) {
  const field = useFormFieldControl({});
  return (
    <select {...field} name={name} defaultValue={defaultValue} className={styles.select}>
      {children}
    </select>
  );
}

/** One option a key, named by its label, in the record's order (栏目, 状态, 位置 …). */
export function LabelledOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
