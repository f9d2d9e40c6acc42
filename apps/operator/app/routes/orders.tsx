import { operatorCalls } from "@cidp/api-client/contract";
import { Button, Input, Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffData, staffForm } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/orders";

export const meta = () => pageTitle("服务订单");

const RESULTS: Readonly<Record<string, string>> = { start: "已开始服务，买家会收到通知", complete: "已完成服务，买家会收到通知" };

/** Paid orders of the platform's own services, waiting to start or in service. */
export async function loader({ request }: Route.LoaderArgs) {
  const orders = await staffData(request, "orders.fulfil", operatorCalls.orders);
  const result = resultMessage(request, RESULTS);
  return { orders, result };
}

/** 开始服务 / 完成服务 with an optional note the buyer sees. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "orders.fulfil");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm }, { status: 403 });
  const id = field(form, "id");
  const step = field(form, "step");
  if (!/^\d{1,9}$/.test(id) || (step !== "start" && step !== "complete")) return data({ error: "订单不存在" }, { status: 400 });
  const note = field(form, "note").trim();
  if ([...note].length > 200) return data({ error: "服务说明不能超过200个字" }, { status: 400 });
  const answer = await callServices(request, operatorCalls.orderStep, { id: Number(id), step, ...(note ? { note } : {}) });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message }, { status: answer.status });
  }
  return redirect(`/orders?result=${step}`);
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, result } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>服务订单</h1>
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={actionData?.error} />
      <p className={styles.muted}>平台自营的法律服务套餐：买家支付后由平台开始服务，服务完成后标记完成。买家会收到通知。</p>
      <Table
        caption="待处理的服务订单"
        rowKey={(order) => String(order.id)}
        data={orders}
        empty={<p>暂无待处理的服务订单。</p>}
        columns={[
          ...textColumns({ orderNo: "订单号", title: "服务", buyer: "买家", amount: "实付", stateLabel: "状态", updateTime: "更新时间" }),
          {
            key: "step",
            title: "操作",
            render: (order) => {
              const label = order.step === "start" ? "开始服务" : "完成服务";
              return (
                <form method="post" className={styles.stack}>
                  <input type="hidden" name="id" value={order.id} />
                  <input type="hidden" name="step" value={order.step} />
                  <label htmlFor={`note-${order.id}`}>服务说明（买家可见，选填）</label>
                  <Input id={`note-${order.id}`} name="note" maxLength={200} />
                  <Button type="submit" aria-label={`${label}：订单 ${order.orderNo}`}>
                    {label}
                  </Button>
                </form>
              );
            },
          },
        ]}
      />
    </main>
  );
}
