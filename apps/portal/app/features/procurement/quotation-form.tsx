import { procurementCalls } from "@cidp/api-client/contract";
import { fenToYuanText, formatFen, formatQuantity, VAT_RATES } from "@cidp/domain";
import { Button } from "@cidp/ui";
import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import type { KeptFilesFieldComponent } from "../../lib/kept-files.ts";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import { tradeDocumentField } from "../../lib/trade-document-field.ts";
import { ColumnHeads } from "./column-heads.tsx";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import type { QuoteFormValues } from "./quotation-form-data.ts";
import { QuoteTemplateImport } from "./quote-template-import.tsx";
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

/** The form's fields as the supplier's latest version holds them (blank before the first). */
function latestValues(sheet: SupplierSheet): QuoteFormValues {
  const mine = sheet.myQuotation;
  return {
    lines: sheet.lines.map((line) => {
      const before = mine?.lines.find((quoted) => quoted.lineNo === line.lineNo);
      return {
        lineNo: line.lineNo,
        unitPrice: before ? fenToYuanText(before.unitPriceFen) : "",
        taxRate: String(before?.taxRate ?? 13),
        brand: before?.brand ?? "",
        deliveryDays: before ? String(before.deliveryDays) : "",
        deviationNote: before?.deviationNote ?? "",
      };
    }),
    freight: mine ? fenToYuanText(mine.freightFen) : "0",
    validUntil: mine?.validUntil ?? "",
    remark: mine?.remark ?? "",
    acceptPaymentTerms: mine?.acceptPaymentTerms ?? true,
  };
}

/**
 * The supplier's quotation: a price per line (their latest version filled in, or what a 报价模板 just
 * filled in: `filled`), terms and the 承诺书; above the lines, the round's template to download and
 * to import back.
 */
/** The form field of the 报价附件's upload ids. */
export const QUOTATION_FILE_FIELD = "fileIds";

export function QuotationForm({
  sheet,
  busy,
  filled,
  problems = [],
  Files,
}: {
  sheet: SupplierSheet;
  busy: boolean;
  filled?: QuoteFormValues;
  problems?: readonly string[];
  /** The upload field of the 报价附件 (features/upload's, handed in by the route). */
  Files: KeptFilesFieldComponent;
}) {
  const mine = sheet.myQuotation;
  const values = filled ?? latestValues(sheet);
  const previous = (lineNo: number) => values.lines.find((line) => line.lineNo === lineNo);
  return (
    <MayCall call={procurementCalls.submitQuotation}>
      <Form method="post" encType="multipart/form-data" aria-labelledby="quote-title">
        <h2 id="quote-title">{texts.quoteTitle}</h2>
        {sheet.roundLineNos && (
          <p role="note" data-testid="round-scope">
            {texts.roundScopeNote(sheet.roundLineNos)}
          </p>
        )}
        <QuoteTemplateImport sheet={sheet} busy={busy} problems={problems} />
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
                      defaultValue={before?.unitPrice ?? ""}
                    />
                    <td className={styles.cell}>
                      <select
                        className={styles.cellInput}
                        name={field("taxRate")}
                        aria-label={`第${line.lineNo}行 ${texts.taxRate}`}
                        defaultValue={before?.taxRate || "13"}
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
          <SheetInput id="quote-freight" label={texts.freight} name="freight" inputMode="decimal" defaultValue={values.freight} />
          <SheetInput id="quote-valid" label={texts.validUntil} name="validUntil" type="date" required defaultValue={values.validUntil} />
          <SheetTextarea id="quote-remark" label={texts.quoteRemark} name="remark" maxLength={1000} defaultValue={values.remark} />
        </div>
        <fieldset data-testid="quotation-files">
          <legend>{texts.quotationFiles}</legend>
          <Files
            name={QUOTATION_FILE_FIELD}
            kept={sheet.myFiles.map((file) => ({ fileId: file.fileId, name: file.name }))}
            keepText={texts.keepDocument}
            {...tradeDocumentField(texts.quotationFilesUpload)}
          />
        </fieldset>
        <div className={styles.checkRow}>
          <label>
            <input type="checkbox" name="acceptPaymentTerms" defaultChecked={values.acceptPaymentTerms} /> {texts.acceptPaymentTerms}（
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
    </MayCall>
  );
}
