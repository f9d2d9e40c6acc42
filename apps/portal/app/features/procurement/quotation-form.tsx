import { fenToYuanText, formatFen, formatQuantity, VAT_RATES } from "@cidp/domain";
import { Button } from "@cidp/ui";
import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { ColumnHeads } from "./column-heads.tsx";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { SheetInput, SheetTextarea } from "./sheet-field.tsx";
import type { SupplierSheet } from "./sheet-loaders.server.ts";

/** One typed cell of a quotation line, named for its screen reader by the line and the column (第3行 单价). */
function LineInput({ lineNo, column, ...input }: { lineNo: number; column: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <td className={styles.cell}>
      <input className={styles.cellInput} {...input} aria-label={`第${lineNo}行 ${column}`} />
    </td>
  );
}

/** The supplier's quotation: a price per line (their latest version filled in), terms and the 承诺书. */
export function QuotationForm({ sheet, busy }: { sheet: SupplierSheet; busy: boolean }) {
  const mine = sheet.myQuotation;
  const previous = (lineNo: number) => mine?.lines.find((line) => line.lineNo === lineNo);
  return (
    <Form method="post" aria-labelledby="quote-title">
      <h2 id="quote-title">{texts.quoteTitle}</h2>
      <div className={styles.scroller}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <ColumnHeads
                titles={[
                  texts.lineNo,
                  texts.lineName,
                  texts.lineQuantity,
                  texts.unitPrice,
                  texts.taxRate,
                  texts.brandOrigin,
                  texts.deliveryDays,
                  texts.deviationNote,
                ]}
              />
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((line, index) => {
              const before = previous(line.lineNo);
              const field = (name: string) => `lines[${index}].${name}`;
              return (
                <tr key={line.lineNo} data-testid="quote-line">
                  <td className={styles.cell}>
                    {line.lineNo}
                    <input type="hidden" name={field("lineNo")} value={line.lineNo} />
                  </td>
                  <th scope="row" className={styles.cell}>
                    {line.name} {line.spec}
                    {line.brand && <div>{`${texts.lineBrand}：${line.brand}`}</div>}
                  </th>
                  <td className={`${styles.cell} ${styles.number}`}>
                    {formatQuantity(line.quantityMilli)} {line.unit}
                  </td>
                  <LineInput
                    lineNo={line.lineNo}
                    column={texts.unitPrice}
                    name={field("unitPrice")}
                    inputMode="decimal"
                    defaultValue={before ? fenToYuanText(before.unitPriceFen) : ""}
                  />
                  <td className={styles.cell}>
                    <select
                      className={styles.cellInput}
                      name={field("taxRate")}
                      aria-label={`第${line.lineNo}行 ${texts.taxRate}`}
                      defaultValue={String(before?.taxRate ?? 13)}
                    >
                      {VAT_RATES.map((rate) => (
                        <option key={rate} value={rate}>
                          {rate}%
                        </option>
                      ))}
                    </select>
                  </td>
                  <LineInput lineNo={line.lineNo} column={texts.brandOrigin} name={field("brand")} defaultValue={before?.brand ?? ""} />
                  <LineInput
                    lineNo={line.lineNo}
                    column={texts.deliveryDays}
                    name={field("deliveryDays")}
                    type="number"
                    min={0}
                    defaultValue={before?.deliveryDays ?? ""}
                  />
                  <LineInput lineNo={line.lineNo} column={texts.deviationNote} name={field("deviationNote")} defaultValue={before?.deviationNote ?? ""} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={styles.fieldGrid}>
        <SheetInput id="quote-freight" label={texts.freight} name="freight" inputMode="decimal" defaultValue={mine ? fenToYuanText(mine.freightFen) : "0"} />
        <SheetInput id="quote-valid" label={texts.validUntil} name="validUntil" type="date" required defaultValue={mine?.validUntil} />
        <SheetTextarea id="quote-remark" label={texts.quoteRemark} name="remark" maxLength={1000} defaultValue={mine?.remark} />
      </div>
      <div className={styles.checkRow}>
        <label>
          <input type="checkbox" name="acceptPaymentTerms" defaultChecked={mine?.acceptPaymentTerms ?? true} /> {texts.acceptPaymentTerms}（
          {sheet.header.paymentTerms || "—"}）
        </label>
        <label>
          <input type="checkbox" name="pledge" required /> {texts.pledge}
        </label>
      </div>
      {mine && (
        <p data-testid="my-total">
          {texts.myQuotation}：{formatFen(mine.totalFen)}（{texts.totalInWords}：{mine.totalInWords}）· {texts.version} {sheet.myVersion}
        </p>
      )}
      <div className={styles.checkRow}>
        <Button type="submit" name="intent" value="quote" disabled={busy}>
          {texts.submitQuote}
        </Button>
        {sheet.myState === "submitted" && (
          <Button type="submit" name="intent" value="withdraw" variant="warning" formNoValidate disabled={busy}>
            {texts.withdraw}
          </Button>
        )}
      </div>
    </Form>
  );
}
