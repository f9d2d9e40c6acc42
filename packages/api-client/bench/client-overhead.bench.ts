// How much the client adds to a call (headers, error catalogue, zod validation of the envelope),
// measured against a transport that answers at once, so the network is out of the figure.
import { createAnalyticsSender } from "../src/analytics-sender.ts";
import { createApiClient } from "../src/create-api-client.ts";
import { getNoticeList } from "../src/notice.api.ts";
import { fakeAdapter, okBody } from "../src/testing/fake-adapter.ts";

const CALLS = 20_000;
const notice = {
  id: 1,
  title: "订单已发货",
  content: "您的订单已发货",
  createTime: "2026-11-22 10:00:00",
  isRead: 0,
  noticeType: 0,
  switchType: 0,
  jumpType: 1,
  jumpUrl: "/user/order",
  optId: 5,
  pageSource: 0,
};
const page = okBody({ records: Array.from({ length: 5 }, (_, i) => ({ ...notice, id: i + 1 })), total: 5, current: 1, size: 5, pages: 1 });

async function measure(label: string, run: () => Promise<unknown>, count: number) {
  for (let i = 0; i < 500; i++) await run();
  const started = performance.now();
  for (let i = 0; i < count; i++) await run();
  const ms = performance.now() - started;
  console.log(`${label.padEnd(48)} ${((ms * 1000) / count).toFixed(1).padStart(7)} µs/call  ${Math.round((count / ms) * 1000).toLocaleString("en")} calls/s`);
}

const { adapter } = fakeAdapter(() => ({ status: 200, data: page }));
const client = createApiClient({ baseURL: "https://platform.test", adapter, getSession: () => ({ platformToken: "t", companyId: 1, businessToken: "b" }) });
await measure("raw axios through the same fake transport", () => client.http.get("/x"), CALLS);
await measure("typed call: headers + catalogue + zod (5 notices)", () => getNoticeList(client, { current: 1, size: 5 }), CALLS);

const failing = createApiClient({
  baseURL: "https://platform.test",
  adapter: fakeAdapter(() => ({ status: 200, data: { code: 500, msg: "失败", data: null, success: false } })).adapter,
});
await measure("typed call rejected by a body code (warning path)", () => getNoticeList(failing, { current: 1 }).catch(() => undefined), CALLS);

let sent = 0;
const sender = createAnalyticsSender({ send: () => Promise.resolve(sent++), batchSize: 20 });
const started = performance.now();
for (let i = 0; i < 100_000; i++) sender.track({ dataSource: "CIDP", action: 0, createTime: i });
const trackMs = performance.now() - started;
await sender.flush();
console.log(
  `${"analytics track() burst of 100,000 (bound 500)".padEnd(48)} ${((trackMs * 1000) / 100_000).toFixed(2).padStart(7)} µs/call  sent ${sent.toLocaleString("en")}, dropped ${sender.dropped()}`,
);
sender.dispose();
