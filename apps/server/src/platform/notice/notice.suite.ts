import { noticePaths } from "@cidp/api-client/contract";
import { isNotNull } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { notices } from "./schema.ts";

type Counts = { noticeType0: number; noticeType1: number; noticeType2: number; noticeType3: number };

/** Integration tests of the notice calls, runnable on any suite target. */
export function noticeSuite(target: SuiteTarget): void {
  describe(`notices (${target.name})`, () => {
    let t: TestApp;
    let me: LoggedIn;
    let other: LoggedIn;
    beforeAll(async () => {
      t = await target.open();
      me = await login(t);
      other = await login(t, demo.second.phone);
    });
    afterAll(() => t?.close());

    const get = (url: string, who: LoggedIn | null = me) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
    const counts = async (who: LoggedIn = me) => (await get(noticePaths.tabNoReadCount, who)).json().data as Counts;
    const readRows = async () => (await t.database.db.select({ id: notices.id }).from(notices).where(isNotNull(notices.readAt))).length;

    it("counts unread notices per tab and in total from the seed", async () => {
      expect(await counts()).toEqual({ noticeType0: 3, noticeType1: 4, noticeType2: 4, noticeType3: 4 });
      expect((await get(noticePaths.noReadCount)).json().data).toBe(15);
    });

    it("pages the member's notices newest first, with current, size and noticeType", async () => {
      const first = (await get(`${noticePaths.list}?current=1&size=5`)).json().data;
      expect(first).toMatchObject({ total: 22, current: 1, size: 5, pages: 5 });
      expect(first.records).toHaveLength(5);
      const times = first.records.map((r: { createTime: string }) => r.createTime);
      expect([...times].sort().reverse()).toEqual(times);
      const last = (await get(`${noticePaths.list}?current=5&size=5`)).json().data;
      expect(last.records).toHaveLength(2);
      const benefits = (await get(`${noticePaths.list}?current=1&size=20&noticeType=3`)).json().data;
      expect(benefits.total).toBe(6);
      expect(benefits.records.every((r: { noticeType: number }) => r.noticeType === 3)).toBe(true);
      expect(benefits.records[0]).toMatchObject({ title: "新用户专享：VIP会员首月5折", isRead: 0, switchType: 0, jumpType: 0, optId: -1 });
    });

    it("pages through every notice exactly once for any page size (property)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 25 }), fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }), async (size, noticeType) => {
          const filter = noticeType === undefined ? "" : `&noticeType=${noticeType}`;
          const first = (await get(`${noticePaths.list}?current=1&size=${size}${filter}`)).json().data;
          const ids: number[] = first.records.map((r: { id: number }) => r.id);
          for (let current = 2; current <= first.pages; current++) {
            ids.push(...(await get(`${noticePaths.list}?current=${current}&size=${size}${filter}`)).json().data.records.map((r: { id: number }) => r.id));
          }
          expect(ids).toHaveLength(first.total);
          expect(new Set(ids).size).toBe(first.total);
          const beyond = (await get(`${noticePaths.list}?current=${first.pages + 1}&size=${size}${filter}`)).json().data;
          expect(beyond).toMatchObject({ records: [], total: first.total });
        }),
        { numRuns: 8 },
      );
    });

    it.each([
      ["size over 100", "size=1000"],
      ["current 0", "current=0"],
      ["an unknown tab", "noticeType=7"],
      ["a non-numeric size", "size=abc"],
    ])("refuses a list with %s", async (_name, query) => {
      expectFailure(await get(`${noticePaths.list}?${query}`), 400, /请求参数不正确/);
    });

    it("marks one notice read for this member only, once", async () => {
      const unread = (await get(`${noticePaths.list}?size=20&noticeType=0`)).json().data.records.find((r: { isRead: number }) => r.isRead === 0);
      const before = await counts();
      const otherBefore = await counts(other);
      expect((await get(`${noticePaths.clickRead}/${unread.id}`)).json()).toMatchObject({ success: true, data: 1 });
      expect(await counts()).toEqual({ ...before, noticeType0: before.noticeType0 - 1 });
      expect((await get(`${noticePaths.clickRead}/${unread.id}`)).json().data).toBe(0);
      expect(await counts(other)).toEqual(otherBefore);
    });

    it("refuses to read another member's notice, an unknown id or a malformed id, and changes nothing", async () => {
      const theirs = (await get(noticePaths.list, other)).json().data.records[0];
      const before = await readRows();
      expectFailure(await get(`${noticePaths.clickRead}/${theirs.id}`), 404, /消息不存在/);
      expectFailure(await get(`${noticePaths.clickRead}/999999`), 404);
      expectFailure(await get(`${noticePaths.clickRead}/abc`), 400);
      expectFailure(await get(`${noticePaths.clickRead}/99999999999`), 400);
      expect(await readRows()).toBe(before);
    });

    it("answers 401 without a session and changes nothing", async () => {
      const before = await readRows();
      for (const path of [noticePaths.noReadCount, noticePaths.list, noticePaths.tabNoReadCount, noticePaths.allRead, `${noticePaths.clickRead}/1`]) {
        expectFailure(await get(path, null), 401, /请先登录/);
      }
      expect(await readRows()).toBe(before);
    });

    it("marks all read for this member and leaves the other member's notices unread", async () => {
      const otherBefore = await counts(other);
      const changed = (await get(noticePaths.allRead)).json().data;
      expect(changed).toBeGreaterThan(0);
      expect(await counts()).toEqual({ noticeType0: 0, noticeType1: 0, noticeType2: 0, noticeType3: 0 });
      expect((await get(noticePaths.noReadCount)).json().data).toBe(0);
      expect(await counts(other)).toEqual(otherBefore);
    });

    it("lists public announcements without a session and filters by title", async () => {
      const list = (await get(`${noticePaths.centerNoticeList}?current=1&size=5`, null)).json().data;
      expect(list).toMatchObject({ total: 8, pages: 2 });
      const found = (await get(`${noticePaths.centerNoticeList}?title=${encodeURIComponent("信用评价")}`, null)).json().data;
      expect(found.records.map((r: { title: string }) => r.title)).toEqual(["关于开展2026年度建筑业企业信用评价工作的通知"]);
      const literal = (await get(`${noticePaths.centerNoticeList}?title=${encodeURIComponent("%")}`, null)).json().data;
      expect(literal.total).toBe(0);
      const detail = (await get(`${noticePaths.centerNoticeDetail}?id=${found.records[0].id}`, null)).json().data;
      expect(detail.content).toContain("<p>");
      expectFailure(await get(`${noticePaths.centerNoticeDetail}?id=999999`, null), 404, /公告不存在/);
      expectFailure(await get(`${noticePaths.centerNoticeDetail}`, null), 400, /id/);
      expectFailure(await get(`${noticePaths.centerNoticeList}?title=${"长".repeat(51)}`, null), 400);
    });
  });
}
