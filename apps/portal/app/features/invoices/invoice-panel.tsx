import { invoiceCalls, invoicePaths } from "@cidp/api-client/contract";
import { formatFen, invoiceAmounts } from "@cidp/domain";
import { Form, useNavigation } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as page from "../../lib/page.css.ts";
import { SendingButton } from "../../lib/sending-button.tsx";
import * as styles from "./invoice.css.ts";
import type { OrderInvoice } from "./invoice.server.ts";
import { invoiceTexts as texts } from "./invoice-texts.ts";

/** A labelled text field of the request form. */
function Field({ name, label, hint, defaultValue = "", maxLength }: { name: string; label: string; hint?: string; defaultValue?: string; maxLength: number }) {
  const id = `invoice-${name}`;
  return (
    <div className={page.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        maxLength={maxLength}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={page.searchInput}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** The money lines as the invoice prints them: 金额 and 税额 at the services' rate, and the total in figures and capitals. */
function InvoiceMoney({ totalFen }: { totalFen: number }) {
  const money = invoiceAmounts(totalFen);
  return (
    <>
      <dt>{texts.amountWithoutTax}</dt>
      <dd>{formatFen(money.amountFen)}</dd>
      <dt>{texts.tax}</dt>
      <dd>
        {formatFen(money.taxFen)}（{money.taxRate}%）
      </dd>
      <dt>{texts.amount}</dt>
      <dd>{formatFen(money.totalFen)}</dd>
      <dt>{texts.totalInCapitals}</dt>
      <dd>{money.totalInCapitals}</dd>
    </>
  );
}

/**
 * 发票 of an order: the invoice once issued (with its PDF to download), the reason when the order
 * cannot be invoiced, else the request form (普通 or 专用).
 */
export function InvoicePanel({ orderNo, invoice, bySeller = false }: { orderNo: string; invoice: OrderInvoice | null; bySeller?: boolean }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section className={styles.panel} aria-labelledby="invoice-heading">
      <h2 id="invoice-heading">{texts.title}</h2>
      {invoice === null ? (
        <p>{texts.failed}</p>
      ) : invoice.invoice ? (
        <>
          <dl className={page.facts} data-testid="invoice">
            <dt>{texts.state}</dt>
            <dd data-testid="invoice-state">{invoice.invoice.stateLabel}</dd>
            <dt>{texts.kind}</dt>
            <dd>{invoice.invoice.kindLabel}</dd>
            <dt>{texts.invoiceNo}</dt>
            <dd data-testid="invoice-no">{invoice.invoice.invoiceNo || "—"}</dd>
            <dt>{texts.invoiceTitle}</dt>
            <dd>{invoice.invoice.title}</dd>
            <dt>{texts.taxNo}</dt>
            <dd>{invoice.invoice.taxNo}</dd>
            <InvoiceMoney totalFen={invoice.invoice.amountFen} />
            <dt>{texts.issueTime}</dt>
            <dd>{invoice.invoice.issueTime ?? "—"}</dd>
          </dl>
          {invoice.invoice.issuer === "seller" && <p className={styles.hint}>{texts.bySeller}</p>}
          {invoice.invoice.downloadable && (
            <a className={page.primaryLink} href={`${invoicePaths.pdf}?orderNo=${encodeURIComponent(orderNo)}`} download>
              {texts.download}
            </a>
          )}
        </>
      ) : invoice.refusal ? (
        <p>{invoice.refusal}</p>
      ) : (
        <MayCall call={invoiceCalls.request}>
          <Form method="post" aria-label={texts.submit}>
            <p className={styles.hint}>{bySeller ? texts.sellerNote : texts.note}</p>
            <fieldset className={styles.kinds}>
              <legend>{texts.kind}</legend>
              <label>
                <input type="radio" name="kind" value="normal" defaultChecked />
                {texts.normal}
              </label>
              <label>
                <input type="radio" name="kind" value="special" />
                {texts.special}
              </label>
            </fieldset>
            <Field name="title" label={texts.invoiceTitle} defaultValue={invoice.suggestedTitle} maxLength={100} />
            <Field name="taxNo" label={texts.taxNo} hint={texts.taxNoHint} maxLength={30} />
            <fieldset className={styles.kinds}>
              <legend>{texts.specialOnly}</legend>
              <Field name="bankName" label={texts.bankName} maxLength={60} />
              <Field name="bankAccount" label={texts.bankAccount} maxLength={40} />
              <Field name="address" label={texts.address} maxLength={120} />
              <Field name="phone" label={texts.phone} maxLength={20} />
            </fieldset>
            {bySeller && <input type="hidden" name="issuer" value="seller" />}
            <SendingButton busy={busy} labels={texts} name="intent" value="invoice" />
          </Form>
        </MayCall>
      )}
    </section>
  );
}
