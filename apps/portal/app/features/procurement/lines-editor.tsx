import { fenToYuanText, formatQuantity } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { useState } from "react";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import type { DraftLine } from "./sheet-form-data.ts";

const SPARE_ROWS = 3;
const columns = [
  ["name", texts.lineName],
  ["spec", texts.lineSpec],
  ["brand", texts.lineBrand],
  ["unit", texts.lineUnit],
  ["quantity", texts.lineQuantity],
  ["controlPrice", texts.lineControl],
  ["infoPrice", texts.lineInfo],
  ["remark", texts.lineRemark],
] as const;

function valuesOf(line: DraftLine | undefined): Record<(typeof columns)[number][0], string> {
  return {
    name: line?.name ?? "",
    spec: line?.spec ?? "",
    brand: line?.brand ?? "",
    unit: line?.unit ?? "",
    quantity: line ? formatQuantity(line.quantityMilli) : "",
    controlPrice: line?.controlPriceFen != null ? fenToYuanText(line.controlPriceFen) : "",
    infoPrice: line?.infoPriceFen != null ? fenToYuanText(line.infoPriceFen) : "",
    remark: line?.remark ?? "",
  };
}

/**
 * The 物料清单 of the sheet form: a row of plain inputs per line, sent as `lines[i].<field>` in row
 * order. Spare empty rows make it work before hydration; with script, rows can be added and removed.
 */
export function LinesEditor({ initial }: { initial: readonly DraftLine[] }) {
  const [rows, setRows] = useState(() => {
    const filled = initial.map((line, i) => ({ key: i, values: valuesOf(line) }));
    return [...filled, ...Array.from({ length: initial.length === 0 ? SPARE_ROWS : 1 }, (_, i) => ({ key: initial.length + i, values: valuesOf(undefined) }))];
  });
  const [nextKey, setNextKey] = useState(rows.length);
  return (
    <fieldset>
      <legend>{texts.lines}</legend>
      <div className={styles.scroller}>
        <table className={`${styles.grid} ${styles.linesGrid}`}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {texts.lineNo}
              </th>
              {columns.map(([name, label]) => (
                <th key={name} scope="col" className={styles.cell}>
                  {label}
                </th>
              ))}
              <th scope="col" className={styles.cell}>
                {texts.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key} data-testid="sheet-line">
                <td className={styles.cell} data-label={texts.lineNo}>
                  {index + 1}
                </td>
                {columns.map(([name, label]) => (
                  <td key={name} className={styles.cell} data-label={label}>
                    <input
                      className={styles.cellInput}
                      name={`lines[${index}].${name}`}
                      defaultValue={row.values[name]}
                      aria-label={`第${index + 1}行 ${label}`}
                      inputMode={name === "quantity" || name === "controlPrice" || name === "infoPrice" ? "decimal" : undefined}
                    />
                  </td>
                ))}
                <td className={styles.cell}>
                  <Button
                    type="button"
                    variant="ghost"
                    size="small"
                    aria-label={`${texts.removeLine}第${index + 1}行`}
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    {texts.removeLine}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="small"
        onClick={() => {
          setRows((current) => [...current, { key: nextKey, values: valuesOf(undefined) }]);
          setNextKey((key) => key + 1);
        }}
      >
        {texts.addLine}
      </Button>
    </fieldset>
  );
}
