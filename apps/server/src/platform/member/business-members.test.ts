import { memberCalls, requestHeaders } from "@cidp/api-client/contract";

const businessMemberListResponse = memberCalls.businessMemberList.response;

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoBusinessIds, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;
const ids = { contractor: 0, trading: 0, steel: 0 };

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await demoBusinessIds(t.database.db));
  zhang = await login(t, "13800000001", ids.contractor);
  li = await login(t, "13800000002");
});

afterAll(() => t.close());

async function list(who: LoggedIn, query = "") {
  const response = await t.app.inject({ method: "GET", url: `${memberCalls.businessMemberList.path}${query ? `?${query}` : ""}`, headers: who.headers });
  return response;
}

describe("the selected business's members (成员管理)", () => {
  it("lists the members of the selected business only, admins first, phones masked, the caller marked", async () => {
    const body = businessMemberListResponse.parse((await list(zhang, "current=1&size=100")).json());
    expect(body).toMatchObject({ code: 200, success: true, data: { total: 15, current: 1, size: 100, pages: 1 } });
    const rows = body.data.records;
    expect(rows.map((r) => r.realName)).toContain("赵春燕");
    // 李晓梅 belongs to the steel company only.
    expect(rows.map((r) => r.realName)).not.toContain("李晓梅");
    const firstMember = rows.findIndex((r) => r.role === "member");
    expect(rows.slice(0, firstMember).every((r) => r.role === "admin")).toBe(true);
    expect(rows.slice(firstMember).every((r) => r.role === "member")).toBe(true);
    expect(rows.every((r) => /^1\d{2}\*{4}\d{4}$/.test(r.phone))).toBe(true);
    expect(rows.filter((r) => r.isMe).map((r) => r.realName)).toEqual(["张建国"]);
  });

  it("answers for the business the session acts for: switching changes the list", async () => {
    const trading = await login(t, "13800000001", ids.trading);
    const body = businessMemberListResponse.parse((await list(trading, "size=100")).json());
    expect(body.data.total).toBe(5);
    expect(body.data.records.map((r) => r.realName)).toEqual(expect.arrayContaining(["张建国", "朱明辉", "许文博"]));
    const steel = businessMemberListResponse.parse((await list(li)).json());
    expect(steel.data.records.map((r) => r.realName)).toEqual(["李晓梅"]);
  });

  it.each([
    ["a part of a name", "keyword=春", ["赵春燕"]],
    ["a whole phone number", "keyword=13900000105", ["吴静"]],
    ["a fragment of digits finds nobody (no probing of masked numbers)", "keyword=1390000010", []],
    ["wildcards typed by a user are literal", "keyword=%25", []],
    ["an underscore is literal", "keyword=_", []],
  ])("filters by %s", async (_name, query, names) => {
    const body = businessMemberListResponse.parse((await list(zhang, `${query}&size=100`)).json());
    expect(body.data.records.map((r) => r.realName)).toEqual(names);
    expect(body.data.total).toBe(names.length);
  });

  it("pages with a stable order, and a page past the end is empty", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(async (n) => businessMemberListResponse.parse((await list(zhang, `current=${n}&size=4`)).json()).data));
    expect(pages.map((p) => p.records.length)).toEqual([4, 4, 4, 3]);
    expect(pages[0]?.pages).toBe(4);
    const ids = pages.flatMap((p) => p.records.map((r) => r.memberId));
    expect(new Set(ids).size).toBe(15);
    const beyond = businessMemberListResponse.parse((await list(zhang, "current=9&size=4")).json());
    expect(beyond.data).toMatchObject({ records: [], total: 15, current: 9 });
  });

  it.each([
    ["a page size over 100", "size=101"],
    ["page 0", "current=0"],
    ["a non-number page", "current=abc"],
    ["a keyword over 30 characters", `keyword=${"张".repeat(31)}`],
  ])("refuses %s with 400 and a Chinese message", async (_name, query) => {
    expectFailure(await list(zhang, query), 400);
  });

  it("refuses a visitor and a forged token with 401", async () => {
    expectFailure(await t.app.inject({ method: "GET", url: memberCalls.businessMemberList.path }), 401);
    expectFailure(
      await t.app.inject({ method: "GET", url: memberCalls.businessMemberList.path, headers: { [requestHeaders.platformToken]: "Bearer forged.token.value" } }),
      401,
    );
  });

  it("ignores a business id the caller sends for another business: the session decides", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `${memberCalls.businessMemberList.path}?size=100&businessId=${ids.contractor}`,
      headers: { ...li.headers, [requestHeaders.companyId]: String(ids.contractor) },
    });
    const names = (response.json() as { data?: { records?: { realName: string }[] } }).data?.records?.map((r) => r.realName) ?? [];
    expect(names).not.toContain("赵春燕");
  });
});
