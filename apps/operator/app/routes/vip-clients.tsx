import { operatorCalls } from "@cidp/api-client/contract";
import { Button, Table } from "@cidp/ui";
import { data, Link, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffData, staffForm } from "../lib/staff.server.ts";
import { vipClientTexts as texts } from "../vip/vip-client-texts.ts";
import type { Route } from "./+types/vip-clients";

export const meta = () => pageTitle(texts.title);

/** The enterprise VIP companies (all, or `?mine=1` the viewer's own) and the managers serving them. */
export async function loader({ request }: Route.LoaderArgs) {
  const mine = new URL(request.url).searchParams.get("mine") === "1";
  const list = await staffData(request, "members.read", operatorCalls.vipClients, mine ? { mine: "1" } : {});
  return { ...list, mine, result: resultMessage(request, texts.results) };
}

/** 更换: hands one company to the chosen manager (the services refuse a company without enterprise VIP, staff who are no manager). */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "vip.manage");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm }, { status: 403 });
  const answer = await callServices(request, operatorCalls.vipClientReassign, {
    id: Number(field(form, "id")) || 0,
    operatorId: Number(field(form, "operatorId")) || 0,
  });
  if (answer.ok) return redirect("/vip-clients?result=reassigned");
  return refusalOf(request, answer);
}

export default function VipClients({ loaderData, actionData }: Route.ComponentProps) {
  const { clients, managers, mayReassign, mine, result } = loaderData;
  const c = texts.columns;
  const m = texts.managerColumns;
  return (
    <main id="main" className={styles.main}>
      <h1>{texts.title}</h1>
      <p className={styles.muted}>{texts.intro}</p>
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={actionData?.error} />
      <p className={styles.row}>{mine ? <Link to="/vip-clients">{texts.all}</Link> : <Link to="/vip-clients?mine=1">{texts.mine}</Link>}</p>
      <Table
        caption={mine ? texts.mine : texts.caption}
        rowKey={(row) => String(row.id)}
        data={clients}
        empty={<p>{texts.empty}</p>}
        columns={[
          { key: "name", title: c.name },
          { key: "managerName", title: c.manager, render: (row) => row.managerName ?? texts.unassigned },
          { key: "expiry", title: c.expiry, render: (row) => row.expiry ?? "—" },
          ...(mayReassign
            ? [
                {
                  key: "id" as const,
                  title: c.action,
                  render: (row: (typeof clients)[number]) => (
                    <form method="post" className={styles.inlineForm}>
                      <input type="hidden" name="id" value={row.id} />
                      <select name="operatorId" defaultValue={String(row.managerId ?? "")} aria-label={texts.chooseLabel(row.name)} className={styles.select}>
                        {managers.map((manager) => (
                          <option key={manager.id} value={manager.id}>
                            {manager.name}
                          </option>
                        ))}
                      </select>
                      <Button type="submit" variant="ghost" size="small" aria-label={texts.reassignLabel(row.name)}>
                        {texts.reassign}
                      </Button>
                    </form>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Table
        caption={texts.managersCaption}
        rowKey={(row) => String(row.id)}
        data={managers}
        empty={<p>{texts.noManagers}</p>}
        columns={[
          { key: "name", title: m.name },
          { key: "phone", title: m.phone },
          { key: "clients", title: m.clients },
        ]}
      />
    </main>
  );
}
