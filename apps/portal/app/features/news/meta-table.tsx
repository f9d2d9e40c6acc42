import type { ReactNode } from "react";
import * as styles from "./news.css.ts";

/** A document's facts as a table of labelled rows (a policy's 文号 and dates, a certificate's holder and number). */
export function MetaTable({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <table className={styles.metaTable} data-testid={testId}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row of a MetaTable: its label as the row's header. */
export function MetaRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}
