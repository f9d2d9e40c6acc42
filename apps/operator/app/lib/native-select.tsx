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
