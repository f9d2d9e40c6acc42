import type { TableColumn } from "@cidp/ui";

/**
 * Columns that show a field of the row as it is, each under its title, in the order given:
 * `textColumns({ submitTime: "提交时间", state: "结果" })`. Most columns of the desk's tables are
 * such; the ones that render something else are written out beside them.
 */
export function textColumns<Row>(titles: Readonly<Record<string, string>>): TableColumn<Row>[] {
  return Object.entries(titles).map(([key, title]) => ({ key, title }));
}
