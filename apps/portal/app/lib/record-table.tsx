import { Empty, Table, type TableProps } from "@cidp/ui";

/**
 * A member page's table of records with ids: each row keyed by its id, and `emptyText` said in
 * the table when there are none.
 */
export function RecordTable<Row extends { id: number | string }>({ emptyText, ...table }: Omit<TableProps<Row>, "rowKey" | "empty"> & { emptyText: string }) {
  return <Table {...table} rowKey={(row) => String(row.id)} empty={<Empty description={emptyText} />} />;
}

/** A RecordTable under its own heading, the heading also the table's caption. */
export function HeadedRecordTable<Row extends { id: number | string }>({
  title,
  ...table
}: Omit<TableProps<Row>, "rowKey" | "empty" | "caption"> & { title: string; emptyText: string }) {
  return (
    <>
      <h2>{title}</h2>
      <RecordTable caption={title} {...table} />
    </>
  );
}
