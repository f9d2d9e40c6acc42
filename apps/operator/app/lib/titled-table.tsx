import { Table, type TableProps } from "@cidp/ui";
import type { ReactNode } from "react";

/**
 * A table that is a section of a desk page: its heading, then the table captioned with the same
 * words (the caption names it for screen readers), saying `emptyText` when it has no rows; a
 * `note` (such as how many rows are left out) stands between the heading and the table.
 */
export function TitledTable<Row>({
  title,
  emptyText,
  note,
  ...table
}: { title: string; emptyText: string; note?: ReactNode } & Omit<TableProps<Row>, "caption" | "empty">) {
  return (
    <>
      <h2>{title}</h2>
      {note}
      <Table caption={title} empty={<p>{emptyText}</p>} {...table} />
    </>
  );
}
