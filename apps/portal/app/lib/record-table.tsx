import { Empty, Table, type TableProps } from "@cidp/ui";

/**
 * A member page's table of records with ids: each row keyed by its id, and `emptyText` said in
 * the table when there are none.
 */
export function RecordTable<Row extends { id: number | string }>({ emptyText, ...table }: Omit<TableProps<Row>, "rowKey" | "empty"> & { emptyText: string }) {
  return <Table {...table} rowKey={(row) => String(row.id)} empty={<Empty description={emptyText} />} />;
}
