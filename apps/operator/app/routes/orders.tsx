import { operatorCalls, SERVICE_QUEUE_STATES } from "@cidp/api-client/contract";
import { LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
import { Button, FormField, Input, Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { Pager } from "../lib/pager.tsx";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffData, staffForm } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/orders";

export const meta = () => pageTitle("服务订单");

/** The order number's rule as the services apply it (trimmed, upper case, 8 to 32 letters or digits). */
const orderNoRule = operatorCalls.orders.query.shape.orderNo.unwrap();

const RESULTS: Readonly<Record<string, string>> = { start: "已开始服务，买家会收到通知", complete: "已完成服务，买家会收到通知" };

type QueueTab = (typeof SERVICE_QUEUE_STATES)[number] | "";

/** What the page's address asks for: a state's tab, one order by its number, a page. */
function queryOf(url: URL) {
  const asked = url.searchParams.get("state") ?? "";
  const state: QueueTab = SERVICE_QUEUE_STATES.find((known) => known === asked) ?? "";
  const orderNo = (url.searchParams.get("orderNo") ?? "").trim().slice(0, 40);
  const page = Number(url.searchParams.get("page") ?? "1");
  return { state, orderNo, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

/** The address of a tab or page of the queue, the order number searched kept. */
function queueLink({ state, orderNo }: { state: QueueTab; orderNo: string }, page = 1) {
  const query = new URLSearchParams({ ...(state ? { state } : {}), ...(orderNo ? { orderNo } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  const search = query.toString();
  return search ? `/orders?${search}` : "/orders";
}

/**
 * Paid orders of the platform's own services, waiting to start or in service, the longest waiting
 * first: a tab per state with how many wait, one order by its number, twenty a page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = queryOf(new URL(request.url));
  // The contract's own rule for an order number, so the box says what is wrong before any call.
  const typed = query.orderNo ? orderNoRule.safeParse(query.orderNo) : null;
  const orderNoError = typed && !typed.success ? (typed.error.issues[0]?.message ?? "订单号格式不正确") : null;
  const queue = await staffData(request, "orders.fulfil", operatorCalls.orders, {
    page: orderNoError ? 1 : query.page,
    ...(query.state ? { state: query.state } : {}),
    ...(typed?.success ? { orderNo: typed.data } : {}),
  });
  const result = resultMessage(request, RESULTS);
  return { query, queue, orderNoError, result };
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
  // Back to the tab and page the step was taken on, with its result.
  const back = new URL(request.url).searchParams;
  back.set("result", step);
  return redirect(`/orders?${back.toString()}`);
}

const TAB_LABELS: Readonly<Record<QueueTab, string>> = { "": "全部", paid: "待开始服务", in_service: "服务中" };

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { query, queue, orderNoError, result } = loaderData;
  const { waiting } = queue;
  // The 全部 tab sums the two states' counts: "N+" when either stopped at its cap.
  const tabCounts: Readonly<Record<QueueTab, string>> = {
    "": `${waiting.paid + waiting.in_service}${waiting.paid >= LIST_COUNT_CAP || waiting.in_service >= LIST_COUNT_CAP ? "+" : ""}`,
    paid: shownTotal(waiting.paid, LIST_COUNT_CAP),
    in_service: shownTotal(waiting.in_service, LIST_COUNT_CAP),
  };
  const searching = query.orderNo !== "" && orderNoError === null;
  return (
    <main id="main" className={styles.main}>
      <h1>服务订单</h1>
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={actionData?.error} />
      <p className={styles.muted}>平台自营的法律服务套餐：买家支付后由平台开始服务，服务完成后标记完成。买家会收到通知。等待最久的订单在前。</p>
      <nav aria-label="订单状态" className={styles.nav}>
        {(["", "paid", "in_service"] as const).map((tab) => (
          <a
            key={tab || "all"}
            className={styles.navLink}
            href={queueLink({ state: tab, orderNo: query.orderNo })}
            aria-current={query.state === tab ? "page" : undefined}
          >
            {TAB_LABELS[tab]}（{tabCounts[tab]}）
          </a>
        ))}
      </nav>
      <search aria-label="查找订单">
        <form method="get" className={styles.row}>
          {query.state ? <input type="hidden" name="state" value={query.state} /> : null}
          <FormField label="订单号" error={orderNoError ?? undefined}>
            <Input name="orderNo" defaultValue={query.orderNo} maxLength={40} autoComplete="off" />
          </FormField>
          <Button type="submit">查找</Button>
          {query.orderNo ? <a href={queueLink({ state: query.state, orderNo: "" })}>清除订单号</a> : null}
        </form>
      </search>
      {searching ? (
        <p role="status">
          {queue.total === 0
            ? `没有待处理的订单 ${query.orderNo.toUpperCase()}（已完成、已取消或已退款的订单不在此列）`
            : `找到订单 ${query.orderNo.toUpperCase()}`}
        </p>
      ) : null}
      <Table
        caption={`待处理的服务订单：${TAB_LABELS[query.state]}`}
        rowKey={(order) => String(order.id)}
        data={queue.orders}
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
      {queue.pages > 1 ? (
        <Pager page={query.page} pages={queue.pages} total={shownTotal(queue.total, LIST_COUNT_CAP)} hrefOf={(page) => queueLink(query, page)} />
      ) : null}
    </main>
  );
}
