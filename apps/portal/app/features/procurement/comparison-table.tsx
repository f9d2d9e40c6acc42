import type { CallResult, procurementCalls } from "@cidp/api-client/contract";
import { formatFen, formatQuantity, referenceDeviationText } from "@cidp/domain";
import type { ReactNode } from "react";
import { ColumnHeads } from "./column-heads.tsx";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";

type Round = CallResult<typeof procurementCalls.comparison>["data"]["rounds"][number];
type Standing = Round["standings"][number];
type Line = { lineNo: number; name: string; spec: string; unit: string; quantityMilli: number; controlPriceFen: number | null; infoPriceFen: number | null };

/** A row of the table's foot (合计, 调平合计, 排名): its label across the line columns, then a cell a supplier. */
function FootRow({ label, suppliers, testId, cell }: { label: string; suppliers: readonly Standing[]; testId?: string; cell: (s: Standing) => ReactNode }) {
  return (
    <tr>
      <th scope="row" colSpan={5} className={styles.cell}>
        {label}
      </th>
      {suppliers.map((s) => (
        <td key={s.supplierBusinessId} className={`${styles.cell} ${styles.number}`} data-testid={testId}>
          {cell(s)}
        </td>
      ))}
    </tr>
  );
}

/**
 * One round's comparison: lines down, suppliers across (in rank order), each offer's unit price
 * and amount with the lowest marked in words and colour, its 下浮率 against the 控制价 and the
 * 信息价 each labelled with its reference (上浮 when above), deviations;
 * totals and leveled totals with the rank at the foot.
 */
export function ComparisonTable({ round, lines }: { round: Round; lines: readonly Line[] }) {
  const suppliers = round.standings;
  return (
    <section aria-labelledby={`round-${round.round}`}>
      <h3 id={`round-${round.round}`}>{texts.round(round.round)}</h3>
      <div className={styles.scroller}>
        <table className={styles.grid} data-testid="comparison-table">
          <caption>
            {texts.comparison} · {texts.round(round.round)}
          </caption>
          <thead>
            <tr>
              <ColumnHeads titles={[texts.lineNo, texts.lineName, texts.lineQuantity, texts.comparisonControl, texts.comparisonInfo]} />
              {suppliers.map((s) => (
                <th key={s.supplierBusinessId} scope="col" className={styles.cell}>
                  {s.supplierName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const compared = round.lines.find((l) => l.lineNo === line.lineNo);
              return (
                <tr key={line.lineNo}>
                  <td className={styles.cell}>{line.lineNo}</td>
                  <th scope="row" className={styles.cell}>
                    {line.name} {line.spec}
                  </th>
                  <td className={`${styles.cell} ${styles.number}`}>
                    {formatQuantity(line.quantityMilli)} {line.unit}
                  </td>
                  <td className={`${styles.cell} ${styles.number}`}>{line.controlPriceFen === null ? "—" : formatFen(line.controlPriceFen)}</td>
                  <td className={`${styles.cell} ${styles.number}`}>{line.infoPriceFen === null ? "—" : formatFen(line.infoPriceFen)}</td>
                  {suppliers.map((s) => {
                    const offer = compared?.offers.find((o) => o.supplierBusinessId === s.supplierBusinessId);
                    if (!offer)
                      return (
                        <td key={s.supplierBusinessId} className={styles.cell}>
                          {texts.missingLines}
                        </td>
                      );
                    return (
                      <td key={s.supplierBusinessId} className={`${styles.cell} ${styles.number} ${offer.lowest ? styles.lowest : ""}`}>
                        {formatFen(offer.unitPriceFen)}
                        {offer.lowest && <span className={styles.flag}>（{texts.lowest}）</span>}
                        <br />
                        {formatFen(offer.amountFen)}
                        {[referenceDeviationText("control", offer.belowControlPercent), referenceDeviationText("info", offer.belowInfoPercent)].map(
                          (deviation) =>
                            deviation && (
                              <span key={deviation} className={styles.deviationLine}>
                                {deviation}
                              </span>
                            ),
                        )}
                        {offer.overControl && <span className={styles.flag}>{texts.overControl}</span>}
                        {offer.deviation && <span className={styles.flag}>{texts.deviation}</span>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <FootRow label={texts.total} suppliers={suppliers} cell={(s) => formatFen(s.totalFen)} />
            <FootRow
              label={texts.leveledTotal}
              suppliers={suppliers}
              cell={(s) => (
                <>
                  {formatFen(s.leveledTotalFen)}
                  {s.missingLines.length > 0 && (
                    <span className={styles.flag}>
                      {texts.missingLines} {s.missingLines.join("、")}
                    </span>
                  )}
                </>
              )}
            />
            <FootRow label={texts.rank} suppliers={suppliers} testId="comparison-rank" cell={(s) => s.rank} />
          </tfoot>
        </table>
      </div>
    </section>
  );
}
