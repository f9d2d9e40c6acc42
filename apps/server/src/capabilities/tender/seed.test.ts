import { tenderCalls } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { THIRD_BIDDER } from "./bidder-company-seed.ts";
import { tenderBidders, tenders } from "./schema.ts";
import { sealedChatRefusal } from "./sealed-chat-guard.ts";
import { seedDemoTenders } from "./seed.ts";

const secret = randomSealingKeys();
let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;

type Answer<T> = { code: number; data: T };
async function get<T>(who: LoggedIn | null, decl: { path: string }, query: Record<string, string | number>): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: "GET",
    url: decl.path,
    headers: who?.headers ?? {},
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return response.json() as Answer<T>;
}

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys: secret });
  await seedDemoTenders(t.database.db, secret);
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
}, 60_000);
afterAll(() => t.close());

describe("demo tenders", () => {
  it("seeds a tender in each stage once, however often it runs", async () => {
    const before = [await rowCount(t.database.db, tenders), await rowCount(t.database.db, tenderBidders)];
    await seedDemoTenders(t.database.db, secret);
    expect([await rowCount(t.database.db, tenders), await rowCount(t.database.db, tenderBidders)]).toEqual(before);
    const states = (await get<{ records: { state: string }[] }>(zhang, tenderCalls.tendererList, { size: 20 })).data.records.map((r) => r.state);
    expect(new Set(states)).toEqual(new Set(["registering", "bidding", "evaluating", "publicity", "completed", "failed"]));
  });

  it("lets the third bidder log in to its own company", async () => {
    const third = await login(t, THIRD_BIDDER.phone, await businessIdOf(t.database.db, THIRD_BIDDER.business.creditCode));
    expect((await get<{ total: number }>(third, tenderCalls.myList, {})).data.total).toBeGreaterThanOrEqual(4);
  });

  it("seals the bidding tender's bids: its author reads its own, the tenderer no price", async () => {
    const list = await get<{ records: { id: number; state: string }[] }>(zhang, tenderCalls.tendererList, { size: 20 });
    const bidding = list.data.records.find((r) => r.state === "bidding")?.id ?? 0;
    const detail = await get<{ bidders: { priceFen: number | null }[] }>(zhang, tenderCalls.tendererDetail, { id: bidding });
    expect(detail.data.bidders.every((b) => b.priceFen === null)).toBe(true);
    expect(JSON.stringify(detail)).not.toContain("962000000");
    const evaluating = list.data.records.find((r) => r.state === "evaluating")?.id ?? 0;
    const mine = await get<{ bid: { lines: { priceFen: number }[] } | null }>(li, tenderCalls.myDetail, { id: evaluating });
    expect(mine.data.bid?.lines[0]?.priceFen).toBe(741_200_000);
  });

  it("leaves the two demo members free to chat, while the sealed tender closes 宏远's chat with its bidder 通达", async () => {
    expect(await sealedChatRefusal(t.database.db, zhang.userId, li.userId)).toBeNull();
    const third = await login(t, THIRD_BIDDER.phone, await businessIdOf(t.database.db, THIRD_BIDDER.business.creditCode));
    expect(await sealedChatRefusal(t.database.db, zhang.userId, third.userId)).toMatch(/私聊已关闭/);
  });

  it("shows the candidate 公示 and the result publicly", async () => {
    const list = await get<{ records: { id: number; state: string }[] }>(null, tenderCalls.openList, { size: 20 });
    expect(list.data.records.map((r) => r.state)).not.toContain("draft");
    const publicity = list.data.records.find((r) => r.state === "publicity")?.id ?? 0;
    const notice = await get<{ candidates: { rank: number; bidderName: string }[] }>(null, tenderCalls.openDetail, { id: publicity });
    expect(notice.data.candidates.map((c) => c.rank)).toEqual([1, 2, 3]);
    const completed = list.data.records.find((r) => r.state === "completed")?.id ?? 0;
    expect((await get<{ winnerName: string }>(null, tenderCalls.openDetail, { id: completed })).data.winnerName).toBe("长春华信钢结构工程有限公司");
  });
});
