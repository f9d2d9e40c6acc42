import { operatorCalls } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Button, FormField, Input, Table } from "@cidp/ui";
import { data } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffData, staffForm } from "../lib/staff.server.ts";
import { chosenReceipt } from "../transfers/transfer-receipt.server.ts";
import { transferTexts as texts } from "../transfers/transfer-texts.ts";
import type { Route } from "./+types/transfers";

export const meta = () => pageTitle(texts.title);

/** China's today, the latest day a transfer can have arrived (the date box's max). */
const todayInChina = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The transfers awaited and the refunds owed, narrowed by `?q=`. */
export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 60);
  const lists = await staffData(request, "finance.transfers", operatorCalls.bankTransfers, { q });
  return { q, today: todayInChina(), ...lists };
}

/**
 * 确认到账 (serial, amount, day and the bank's 回单) or 标记已退款 (the account paid back, serial and
 * 回单): the services check each field and the amount again, and settle the order; their message is shown.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "finance.transfers");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, done: null }, { status: 403 });
  const chosen = await chosenReceipt(form);
  if ("error" in chosen) return data({ error: chosen.error, done: null }, { status: chosen.status });
  const answer = field(form, "intent") === "refund" ? await refundDone(request, form, chosen.receipt) : await confirmReceived(request, form, chosen.receipt);
  if ("error" in answer) return data({ error: answer.error, done: null }, { status: answer.status });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message, done: null }, { status: answer.status });
  }
  return { error: null, done: answer.message };
}

type Receipt = { fileName: string; data: string };

/** The form's fields by the call's own body schema: the first refusal is said as it is. */
async function confirmReceived(request: Request, form: FormData, receipt: Receipt) {
  const input = {
    reference: field(form, "reference"),
    bankSerial: field(form, "bankSerial"),
    amountYuan: field(form, "amountYuan"),
    receivedOn: field(form, "receivedOn"),
    receipt,
  };
  const checked = operatorCalls.bankTransferConfirm.body.safeParse(input);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? texts.badForm, status: 400 };
  return callServices(request, operatorCalls.bankTransferConfirm, { ...checked.data, reference: input.reference });
}

async function refundDone(request: Request, form: FormData, receipt: Receipt) {
  const input = { refundId: field(form, "refundId"), payeeAccount: field(form, "payeeAccount"), bankSerial: field(form, "bankSerial"), receipt };
  const checked = operatorCalls.bankTransferRefundDone.body.safeParse(input);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? texts.badForm, status: 400 };
  return callServices(request, operatorCalls.bankTransferRefundDone, { ...checked.data, refundId: input.refundId });
}

/** 下载回单: the resource route passes the stored file on (routes/transfer-receipt.ts). */
function ReceiptLink({ query, what }: { query: Record<string, string>; what: string }) {
  return (
    <a href={`/transfers/receipt?${new URLSearchParams(query).toString()}`} download aria-label={texts.downloadLabel(what)}>
      {texts.download}
    </a>
  );
}

export default function Transfers({ loaderData, actionData }: Route.ComponentProps) {
  const { q, today, awaiting, refunds, confirmed, refundsDone } = loaderData;
  const columns = texts.columns;
  return (
    <main id="main" className={styles.main}>
      <h1>{texts.title}</h1>
      <MessageLine kind="success" text={actionData?.done} />
      <MessageLine kind="error" text={actionData?.error} />
      <p className={styles.muted}>{texts.intro}</p>
      <search aria-label={texts.search}>
        <form method="get" className={styles.row}>
          <FormField label={texts.search}>
            <Input name="q" defaultValue={q} maxLength={60} autoComplete="off" />
          </FormField>
          <Button type="submit">{texts.find}</Button>
          {q ? <a href="/transfers">{texts.clear}</a> : null}
        </form>
      </search>
      <Table
        caption={texts.awaiting}
        rowKey={(line) => line.reference}
        data={awaiting}
        empty={<p>{texts.awaitingEmpty}</p>}
        columns={[
          { key: "reference", title: columns.reference, render: (line) => <strong>{line.reference}</strong> },
          { key: "companyName", title: columns.companyName, render: (line) => line.companyName },
          { key: "orderNo", title: columns.orderNo, render: (line) => `${line.orderNo}（${line.title}）` },
          { key: "amount", title: columns.amount, render: (line) => formatFen(line.amountFen) },
          { key: "createTime", title: columns.createTime, render: (line) => line.createTime },
          { key: "orderState", title: columns.orderState, render: (line) => (line.orderWaiting ? texts.orderWaiting : texts.orderClosed) },
          {
            key: "action",
            title: columns.action,
            render: (line) => (
              <details>
                <summary>{texts.confirm.open}</summary>
                <form method="post" encType="multipart/form-data" className={styles.stack}>
                  <input type="hidden" name="intent" value="confirm" />
                  <input type="hidden" name="reference" value={line.reference} />
                  <FormField label={texts.confirm.bankSerial} required>
                    <Input name="bankSerial" maxLength={64} autoComplete="off" required />
                  </FormField>
                  <FormField label={texts.confirm.amountYuan} required>
                    <Input name="amountYuan" inputMode="decimal" maxLength={13} autoComplete="off" required />
                  </FormField>
                  <FormField label={texts.confirm.receivedOn} required>
                    <Input name="receivedOn" type="date" max={today} defaultValue={today} required />
                  </FormField>
                  <FormField label={texts.confirm.receipt} required>
                    <Input name="receipt" type="file" accept="application/pdf,image/png,image/jpeg,image/webp" required />
                  </FormField>
                  <Button type="submit">{texts.confirm.submit(line.reference)}</Button>
                </form>
              </details>
            ),
          },
        ]}
      />
      <h2>{texts.refunds}</h2>
      <p className={styles.muted}>{texts.refundsIntro}</p>
      <Table
        caption={texts.refunds}
        rowKey={(task) => task.refundId}
        data={refunds}
        empty={<p>{texts.refundsEmpty}</p>}
        columns={[
          { key: "reference", title: columns.reference, render: (task) => task.reference },
          { key: "companyName", title: columns.companyName, render: (task) => task.companyName },
          { key: "orderNo", title: columns.orderNo, render: (task) => task.orderNo },
          { key: "amount", title: columns.refundAmount, render: (task) => formatFen(task.amountFen) },
          { key: "reason", title: columns.reason, render: (task) => task.reason },
          { key: "receivedSerial", title: columns.receivedSerial, render: (task) => task.receivedSerial },
          { key: "createTime", title: columns.createTime, render: (task) => task.createTime },
          {
            key: "action",
            title: columns.action,
            render: (task) => (
              <details>
                <summary>{texts.refund.open}</summary>
                <form method="post" encType="multipart/form-data" className={styles.stack}>
                  <input type="hidden" name="intent" value="refund" />
                  <input type="hidden" name="refundId" value={task.refundId} />
                  <FormField label={texts.refund.payeeAccount} required>
                    <Input name="payeeAccount" maxLength={120} autoComplete="off" required />
                  </FormField>
                  <FormField label={texts.refund.bankSerial} required>
                    <Input name="bankSerial" maxLength={64} autoComplete="off" required />
                  </FormField>
                  <FormField label={texts.refund.receipt} required>
                    <Input name="receipt" type="file" accept="application/pdf,image/png,image/jpeg,image/webp" required />
                  </FormField>
                  <Button type="submit">{texts.refund.submit(task.orderNo)}</Button>
                </form>
              </details>
            ),
          },
        ]}
      />
      <h2>{texts.confirmed}</h2>
      <p className={styles.muted}>{texts.confirmedIntro}</p>
      <Table
        caption={texts.confirmed}
        rowKey={(line) => line.reference}
        data={confirmed}
        empty={<p>{texts.confirmedEmpty}</p>}
        columns={[
          { key: "reference", title: columns.reference, render: (line) => line.reference },
          { key: "companyName", title: columns.companyName, render: (line) => line.companyName },
          { key: "orderNo", title: columns.orderNo, render: (line) => line.orderNo },
          { key: "amount", title: columns.amount, render: (line) => formatFen(line.amountFen) },
          { key: "bankSerial", title: columns.bankSerial, render: (line) => line.bankSerial },
          { key: "receivedOn", title: columns.receivedOn, render: (line) => line.receivedOn },
          { key: "confirmTime", title: columns.confirmTime, render: (line) => line.confirmTime },
          {
            key: "receipt",
            title: columns.receipt,
            render: (line) => <ReceiptLink query={{ reference: line.reference }} what={line.reference} />,
          },
        ]}
      />
      <h2>{texts.refundsDone}</h2>
      <Table
        caption={texts.refundsDone}
        rowKey={(line) => line.refundId}
        data={refundsDone}
        empty={<p>{texts.refundsDoneEmpty}</p>}
        columns={[
          { key: "reference", title: columns.reference, render: (line) => line.reference },
          { key: "companyName", title: columns.companyName, render: (line) => line.companyName },
          { key: "orderNo", title: columns.orderNo, render: (line) => line.orderNo },
          { key: "amount", title: columns.refundAmount, render: (line) => formatFen(line.amountFen) },
          { key: "bankSerial", title: columns.refundSerial, render: (line) => line.bankSerial },
          { key: "doneTime", title: columns.doneTime, render: (line) => line.doneTime },
          {
            key: "receipt",
            title: columns.receipt,
            render: (line) => <ReceiptLink query={{ refundId: line.refundId }} what={line.orderNo} />,
          },
        ]}
      />
    </main>
  );
}
