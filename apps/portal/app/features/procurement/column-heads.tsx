import * as styles from "./procurement.css.ts";

/** A sheet table's column headers, in the grid's cell style. */
export function ColumnHeads({ titles }: { titles: readonly string[] }) {
  return (
    <>
      {titles.map((title) => (
        <th key={title} scope="col" className={styles.cell}>
          {title}
        </th>
      ))}
    </>
  );
}
