import { Button } from "@cidp/ui";
import { type InputHTMLAttributes, useState } from "react";
import * as styles from "./tender.css.ts";
import { manageTexts as texts } from "./tender-manage-texts.ts";

/**
 * Rows of a form that are added and removed in place (a tender's sections, its scoring sheet): the
 * saved rows and one spare empty row, each keeping its own key (`uid`) while rows above it come
 * and go, and what is typed kept per row (for sums the form shows).
 */
export function useEditableRows<Row extends Record<string, string>>(saved: readonly Row[], empty: Row) {
  const [rows, setRows] = useState(() => [...saved, empty].map((row, uid) => ({ ...row, uid })));
  const [next, setNext] = useState(rows.length + 1000);
  return {
    rows,
    set: (index: number, field: keyof Row, value: string) => setRows((all) => all.map((row, j) => (j === index ? { ...row, [field]: value } : row))),
    remove: (index: number) => setRows((all) => all.filter((_, j) => j !== index)),
    add: () => {
      setRows((all) => [...all, { ...empty, uid: next }]);
      setNext(next + 1);
    },
  };
}

/** One labelled input of a row; `onValue` hears what is typed. */
export function RowField({ label, onValue, ...input }: { label: string; onValue: (value: string) => void } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.rowField}>
      {label}
      <input {...input} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}

/** 删除 of one row, named by the row it removes (`rowName`: 第2个标段 …). */
export function RemoveRowButton({ rowName, onRemove }: { rowName: string; onRemove: () => void }) {
  return (
    <Button type="button" variant="link" onClick={onRemove} aria-label={`${texts.removeRow}${rowName}`}>
      {texts.removeRow}
    </Button>
  );
}
