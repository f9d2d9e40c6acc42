import type { ReactNode } from "react";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { Empty } from "../empty/empty.tsx";
import { cx } from "../internal/cx.ts";
import { Spinner } from "../spinner/spinner.tsx";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./table.css.ts";

/** Sort direction. */
export type SortDirection = "ascending" | "descending";

/** The current sort. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/** One column. */
export interface TableColumn<Row> {
  key: string;
  title: ReactNode;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: "left" | "center" | "right";
  /** The cell's label in the phone card layout; defaults to `title` when that is a string. */
  label?: string;
}

/** Props of Table. */
export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  data: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table; hidden unless `showCaption`. */
  caption: string;
  showCaption?: boolean;
  sort?: TableSort | null;
  /** Clicking a sortable header cycles ascending → descending → none. */
  onSortChange?: (sort: TableSort | null) => void;
  /** When set, rows get checkboxes. */
  selectedKeys?: readonly string[];
  onSelectionChange?: (keys: string[]) => void;
  /** Labels a row's checkbox for screen readers. */
  rowLabel?: (row: Row) => string;
  loading?: boolean;
  empty?: ReactNode;
  className?: string;
}

/** The next sort when a header is pressed. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort | null {
  if (!current || current.key !== key) return { key, direction: "ascending" };
  if (current.direction === "ascending") return { key, direction: "descending" };
  return null;
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <span className={styles.sortIcon} aria-hidden="true">
      <svg aria-hidden="true" width="8" height="5" viewBox="0 0 8 5" className={direction === "ascending" ? styles.sortActive : undefined}>
        <path d="M4 0l4 5H0z" fill="currentColor" />
      </svg>
      <svg
        aria-hidden="true"
        width="8"
        height="5"
        viewBox="0 0 8 5"
        className={direction === "descending" ? styles.sortActive : undefined}
        style={{ marginTop: 2 }}
      >
        <path d="M4 5L0 0h8z" fill="currentColor" />
      </svg>
    </span>
  );
}

// Explicit roles equal to the elements' own: a browser drops a table's semantics when CSS changes
// its display (the phone card layout does), and these roles keep it a table for screen readers.
const roles = {
  table: { role: "table" },
  rowgroup: { role: "rowgroup" },
  row: { role: "row" },
  columnheader: { role: "columnheader" },
  cell: { role: "cell" },
} as const;

/** The label a cell shows before its value in the card layout. */
function cellLabel<Row>(column: TableColumn<Row>): string | undefined {
  return column.label ?? (typeof column.title === "string" ? column.title : undefined);
}

/**
 * A data table: sortable headers (buttons with aria-sort on the header cell), optional row
 * selection with a select-all box in the mixed state, and an empty state. Sorting itself is the
 * caller's job (the data may come sorted from the server).
 *
 * On phones each row is a card, every cell labelled with its column's title (`data-label`); the
 * header row shrinks to the sort buttons and the select-all box, or is hidden when there are none.
 */
export function Table<Row>({
  columns,
  data,
  rowKey,
  caption,
  showCaption = false,
  sort,
  onSortChange,
  selectedKeys,
  onSelectionChange,
  rowLabel,
  loading = false,
  empty,
  className,
}: TableProps<Row>) {
  const selectable = selectedKeys !== undefined;
  const selected = new Set(selectedKeys ?? []);
  const keys = data.map(rowKey);
  const selectedOnPage = keys.filter((key) => selected.has(key)).length;
  const allState = selectedOnPage === 0 ? false : selectedOnPage === keys.length ? true : "indeterminate";
  const toggleAll = () => {
    const others = (selectedKeys ?? []).filter((key) => !keys.includes(key));
    onSelectionChange?.(allState === true ? others : [...others, ...keys]);
  };
  const toggle = (key: string) => {
    onSelectionChange?.(selected.has(key) ? (selectedKeys ?? []).filter((k) => k !== key) : [...(selectedKeys ?? []), key]);
  };
  const span = columns.length + (selectable ? 1 : 0);
  const hasControls = selectable || columns.some((column) => column.sortable);
  return (
    <div className={cx(styles.wrapper, className)}>
      <table {...roles.table} className={styles.table} aria-busy={loading || undefined}>
        <caption className={showCaption ? styles.caption : visuallyHidden}>{caption}</caption>
        <thead {...roles.rowgroup} className={hasControls ? styles.headWithControls : styles.head}>
          <tr {...roles.row}>
            {selectable ? (
              <th {...roles.columnheader} scope="col" className={cx(styles.th, styles.selectCell)} data-control="">
                <Checkbox aria-label="全选本页" checked={allState} disabled={keys.length === 0} onCheckedChange={toggleAll} />
              </th>
            ) : null}
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  {...roles.columnheader}
                  scope="col"
                  className={styles.th}
                  style={{ width: column.width, textAlign: column.align }}
                  aria-sort={column.sortable ? (direction ?? "none") : undefined}
                  data-control={column.sortable ? "" : undefined}
                >
                  {column.sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSortChange?.(nextSort(sort, column.key))}>
                      {column.title}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody {...roles.rowgroup}>
          {loading ? (
            <tr {...roles.row}>
              <td {...roles.cell} colSpan={span} className={styles.td} style={{ textAlign: "center" }}>
                <Spinner showLabel />
              </td>
            </tr>
          ) : data.length === 0 ? (
            <tr {...roles.row}>
              <td {...roles.cell} colSpan={span} className={styles.td}>
                {empty ?? <Empty />}
              </td>
            </tr>
          ) : (
            data.map((row, index) => {
              const key = rowKey(row);
              return (
                <tr key={key} {...roles.row} className={styles.row} data-selected={selected.has(key) ? "" : undefined}>
                  {selectable ? (
                    <td {...roles.cell} className={cx(styles.td, styles.selectCell)}>
                      <Checkbox
                        aria-label={rowLabel ? `选择 ${rowLabel(row)}` : `选择第${index + 1}行`}
                        checked={selected.has(key)}
                        onCheckedChange={() => toggle(key)}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td key={column.key} {...roles.cell} className={styles.td} style={{ textAlign: column.align }} data-label={cellLabel(column)}>
                      {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? "")}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
