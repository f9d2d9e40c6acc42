import type { CallResult, procurementCalls } from "@cidp/api-client/contract";
import { formatQuantity } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form } from "react-router";
import type { KeptFilesFieldComponent } from "../../lib/kept-files.ts";
import { tradeDocumentField } from "../../lib/trade-document-field.ts";
import * as styles from "./procurement.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { SheetInput, SheetTextarea } from "./sheet-field.tsx";

type Sheet = CallResult<typeof procurementCalls.buyerDetail>["data"];
/** The form field of the 变更附件's upload ids. */
export const AMENDMENT_FILE_FIELD = "fileIds";

/** What the amend call answered: a preview (nothing written) or the published amendment. */
export type AmendmentAnswer = CallResult<typeof procurementCalls.amend>["data"];

/** What a preview says before the buyer confirms: each change, whether suppliers must price again, where the deadline lands. */
function AmendmentPreview({ preview }: { preview: AmendmentAnswer }) {
  return (
    <div role="status" data-testid="amendment-preview">
      <p>{texts.amendPreviewTitle}</p>
      <ul>
        {preview.changes.map((change) => (
          <li key={change.label}>{texts.amendChange(change.label, change.before, change.after)}</li>
        ))}
      </ul>
      <p data-testid="amendment-deadline">
        {preview.pushedHours > 0 ? texts.amendPushed(preview.deadline, preview.pushedHours) : texts.amendDeadline(preview.deadline)}
      </p>
      {preview.substantive && preview.requoting > 0 && <p>{texts.amendRequoting(preview.requoting)}</p>}
    </div>
  );
}

/**
 * 变更公告 while suppliers quote: the lines (specification, quantity, removal; one new line), the
 * requirements, a later deadline, and the reason. 预览变更 asks the services what it would do (a
 * substantive change closer to the deadline than the business's notice period moves the deadline,
 * and by how much is shown here); 确认发布 publishes it. In a later round only the requirements
 * and the deadline may change.
 */
export function AmendmentForm({
  sheet,
  preview,
  busy,
  Files,
}: {
  sheet: Sheet;
  preview: AmendmentAnswer | null;
  busy: boolean;
  /** The upload field of the 变更附件 (features/upload's, handed in by the route). */
  Files: KeptFilesFieldComponent;
}) {
  const firstRound = sheet.state === "quoting";
  return (
    <Form method="post" aria-labelledby="amend">
      <p>{texts.amendHint(sheet.changeNoticeHours)}</p>
      {firstRound && (
        <fieldset>
          <legend>{texts.amendLines}</legend>
          <div className={styles.scroller}>
            <table className={styles.grid}>
              <thead>
                <tr>
                  <th scope="col">{texts.lineNo}</th>
                  <th scope="col">{texts.lineName}</th>
                  <th scope="col">{texts.lineSpec}</th>
                  <th scope="col">{texts.lineQuantity}</th>
                  <th scope="col">{texts.amendRemove}</th>
                </tr>
              </thead>
              <tbody>
                {sheet.lines.map((line, i) => {
                  const field = (name: string) => `lines[${i}].${name}`;
                  return (
                    <tr key={line.lineNo}>
                      <td className={styles.cell}>
                        {line.lineNo}
                        <input type="hidden" name={field("lineNo")} value={line.lineNo} />
                        <input type="hidden" name={field("wasSpec")} value={line.spec} />
                        <input type="hidden" name={field("wasQuantity")} value={formatQuantity(line.quantityMilli)} />
                      </td>
                      <th scope="row" className={styles.cell}>
                        {line.name}
                      </th>
                      <td className={styles.cell}>
                        <input
                          className={styles.cellInput}
                          name={field("spec")}
                          defaultValue={line.spec}
                          aria-label={texts.amendLineField(line.lineNo, texts.lineSpec)}
                        />
                      </td>
                      <td className={styles.cell}>
                        <input
                          className={styles.cellInput}
                          name={field("quantity")}
                          inputMode="decimal"
                          defaultValue={formatQuantity(line.quantityMilli)}
                          aria-label={texts.amendLineField(line.lineNo, `${texts.lineQuantity}（${line.unit}）`)}
                        />
                      </td>
                      <td className={styles.cell}>
                        <input
                          type="checkbox"
                          className={styles.cellCheck}
                          name={field("remove")}
                          aria-label={texts.amendLineField(line.lineNo, texts.amendRemove)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={styles.fieldGrid}>
            <SheetInput id="amend-add-name" label={texts.amendAddName} name="addName" maxLength={100} />
            <SheetInput id="amend-add-spec" label={texts.amendAddSpec} name="addSpec" maxLength={200} />
            <SheetInput id="amend-add-unit" label={texts.amendAddUnit} name="addUnit" maxLength={10} />
            <SheetInput id="amend-add-quantity" label={texts.amendAddQuantity} name="addQuantity" inputMode="decimal" />
          </div>
        </fieldset>
      )}
      <div className={styles.fieldGrid}>
        <SheetInput id="amend-delivery" label={texts.deliveryDate} name="deliveryDate" type="date" defaultValue={sheet.header.deliveryDate} />
        <SheetInput id="amend-payment" label={texts.paymentTerms} name="paymentTerms" maxLength={60} defaultValue={sheet.header.paymentTerms} />
        <SheetTextarea id="amend-qualifications" label={texts.qualifications} name="qualifications" defaultValue={sheet.header.qualifications.join("\n")} />
        <SheetTextarea id="amend-remark" label={texts.remark} name="remark" maxLength={2000} defaultValue={sheet.header.remark} />
        <SheetInput id="amend-deadline" label={texts.amendNewDeadline} name="deadline" type="datetime-local" />
        <SheetTextarea id="amend-reason" label={texts.amendReason} name="reason" required minLength={5} maxLength={1000} />
      </div>
      <Files name={AMENDMENT_FILE_FIELD} kept={[]} keepText={texts.keepDocument} {...tradeDocumentField(texts.amendFiles)} />
      {preview && !preview.applied && <AmendmentPreview preview={preview} />}
      <div className={styles.checkRow}>
        <Button type="submit" name="intent" value="amend-preview" variant="ghost" disabled={busy}>
          {texts.amendPreview}
        </Button>
        {preview && !preview.applied && (
          <Button type="submit" name="intent" value="amend-confirm" disabled={busy}>
            {texts.amendConfirm}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** The 变更记录: every 变更公告 with its reason, each change and the deadline it left. */
export function AmendmentHistory({ amendments }: { amendments: Sheet["amendments"] }) {
  if (amendments.length === 0) return null;
  return (
    <section aria-labelledby="amendment-history">
      <h2 id="amendment-history">{texts.amendHistory}</h2>
      <ol data-testid="amendment-history">
        {amendments.map((amendment) => (
          <li key={amendment.id}>
            <p>
              <time>{amendment.time}</time> {amendment.reason}
            </p>
            <ul>
              {amendment.changes.map((change) => (
                <li key={change.label}>{texts.amendChange(change.label, change.before, change.after)}</li>
              ))}
              {amendment.deadlineAfter !== amendment.deadlineBefore && (
                <li>{texts.amendChange(texts.deadline, amendment.deadlineBefore, amendment.deadlineAfter)}</li>
              )}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
