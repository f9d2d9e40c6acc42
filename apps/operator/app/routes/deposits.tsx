import { operatorCalls } from "@cidp/api-client/contract";
import { Button, FormField, Input, Table } from "@cidp/ui";
import { data } from "react-router";
import { depositTexts as texts } from "../deposits/deposit-texts.ts";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { Pager } from "../lib/pager.tsx";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffData, staffForm } from "../lib/staff.server.ts";
import type { Route } from "./+types/deposits";

export const meta = () => pageTitle(texts.title);

const PAGE_SIZE = 20;

/** The deposits finance still has to send (corporate certification's and 对公 accounts' checks), twenty a page, the longest waiting first. */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const list = await staffData(request, "finance.transfers", operatorCalls.certificationDeposits, { current: page, size: PAGE_SIZE });
  return { page, list };
}

/** 标记已打款 with the bank's serial: checked here by the call's own schema and again by the services, whose message is shown. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "finance.transfers");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, done: null }, { status: 403 });
  const id = Number(field(form, "id"));
  const checked = operatorCalls.certificationDepositSent.body.safeParse({ bankSerial: field(form, "bankSerial"), kind: field(form, "kind") || undefined });
  if (!checked.success || !Number.isSafeInteger(id) || id <= 0)
    return data({ error: checked.error?.issues[0]?.message ?? texts.badForm, done: null }, { status: 400 });
  const answer = await callServices(request, operatorCalls.certificationDepositSent, { id, ...checked.data });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message, done: null }, { status: answer.status });
  }
  return { error: null, done: answer.message };
}

export default function Deposits({ loaderData, actionData }: Route.ComponentProps) {
  const { page, list } = loaderData;
  const columns = texts.columns;
  return (
    <main id="main" className={styles.main}>
      <h1>{texts.title}</h1>
      <MessageLine kind="success" text={actionData?.done} />
      <MessageLine kind="error" text={actionData?.error} />
      <p className={styles.muted}>{texts.intro}</p>
      <Table
        caption={texts.list}
        rowKey={(line) => `${line.kind}-${line.id}`}
        data={list.records}
        empty={<p>{texts.empty}</p>}
        columns={[
          { key: "kind", title: columns.kind, render: (line) => texts.kinds[line.kind] },
          { key: "companyName", title: columns.companyName, render: (line) => line.companyName },
          { key: "bankName", title: columns.bankName, render: (line) => line.bankName },
          { key: "accountNumber", title: columns.accountNumber, render: (line) => <strong>{line.accountNumber}</strong> },
          { key: "accountName", title: columns.accountName, render: (line) => line.accountName },
          { key: "amount", title: columns.amount, render: (line) => <strong>¥{line.amountYuan}</strong> },
          { key: "reference", title: columns.reference, render: (line) => line.reference },
          { key: "submitTime", title: columns.submitTime, render: (line) => line.submitTime },
          {
            key: "action",
            title: columns.action,
            render: (line) => (
              <details>
                <summary>{texts.mark.open}</summary>
                <form method="post" className={styles.stack}>
                  <input type="hidden" name="id" value={line.id} />
                  <input type="hidden" name="kind" value={line.kind} />
                  <FormField label={texts.mark.bankSerial} required>
                    <Input name="bankSerial" maxLength={64} autoComplete="off" required />
                  </FormField>
                  <Button type="submit">{texts.mark.submit(line.companyName)}</Button>
                </form>
              </details>
            ),
          },
        ]}
      />
      {list.pages > 1 ? <Pager page={page} pages={list.pages} total={list.total} hrefOf={(to) => `/deposits?page=${to}`} /> : null}
    </main>
  );
}
