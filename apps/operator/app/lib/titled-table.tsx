import { Table, type TableProps } from "@cidp/ui";

/**
 * A table that is a section of a desk page: its heading, then the table captioned with the same
 * words (the caption names it for screen readers), saying `emptyText` when it has no rows.
 */
export function TitledTable<Row>({ title, emptyText, ...table }: { title: string; emptyText: string } & Omit<TableProps<Row>, "caption" | "empty">) {
  return (
    <>
      <h2>{title}</h2>
      <Table caption={title} empty={<p>{emptyText}</p>} {...table} />
    </>
  );
}
