import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analyticsPaths } from "@cidp/api-client/contract";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure, rowCount } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { analyticsEvents } from "./schema.ts";

const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../../shared/corpora");

const valid = {
  dataSource: "CIDP",
  action: 1,
  createTime: "2026-11-20 10:15:30",
  realName: "张建国",
  from: "/default/home",
  to: "/default/news/news-list",
  resolution: "1920*1080",
  stayDuration: 5300,
  tenantId: "000001",
  tenantName: "吉林宏远建设工程有限公司",
  userId: "1",
  viewOptionContent: "新闻资讯",
  viewOptionName: "菜单",
  other: { browser: "Chromium" },
};

/** Integration tests of the analytics collector, runnable on any suite target. */
export function analyticsSuite(target: SuiteTarget): void {
  describe(`analytics (${target.name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await target.open();
    });
    afterAll(() => t?.close());

    const inject = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url: analyticsPaths.inject, payload: payload as object, headers });

    it("stores a valid record with its time and the request source", async () => {
      const response = await inject(valid, { "request-source": "CHANGCHUN" });
      expect(response.json()).toMatchObject({ code: 200, success: true, data: null });
      const [row] = await t.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
      expect(row).toMatchObject({ action: 1, dataSource: "CIDP", toUrl: "/default/news/news-list", platformCode: "CHANGCHUN", stayDuration: 5300 });
      expect(row?.createdAt.toISOString()).toBe("2026-11-20T02:15:30.000Z");
    });

    it("accepts epoch milliseconds as createTime", async () => {
      expect((await inject({ dataSource: "CIDP", action: 0, createTime: 1_763_600_000_000 })).statusCode).toBe(200);
    });

    it.each([
      ["an unknown action code", { ...valid, action: 3 }, /action/],
      ["a missing dataSource", { ...valid, dataSource: undefined }, /dataSource/],
      ["a wrong-typed stayDuration", { ...valid, stayDuration: "long" }, /stayDuration/],
      ["an oversized viewOptionContent", { ...valid, viewOptionContent: "字".repeat(1001) }, /viewOptionContent/],
      ["an impossible date", { ...valid, createTime: "2026-02-30 10:00:00" }, /createTime/],
      ["a non-date string", { ...valid, createTime: "yesterday" }, /createTime/],
      ["an array body", [valid], /请求参数不正确/],
      ["a NUL character", { ...valid, viewOptionName: "a\u0000b" }, /非法字符/],
      ["a NUL character in other", { ...valid, other: { "k\u0000": 1 } }, /非法字符/],
    ])("refuses %s with 400 and writes nothing", async (_name, payload, msg) => {
      const before = await rowCount(t.database.db, analyticsEvents);
      expectFailure(await inject(payload), 400, msg);
      expect(await rowCount(t.database.db, analyticsEvents)).toBe(before);
    });

    it("refuses a body over 16 KB, malformed JSON and a wrong content type, writing nothing", async () => {
      const before = await rowCount(t.database.db, analyticsEvents);
      expectFailure(await inject({ ...valid, other: "x".repeat(20_000) }), 413, /请求内容过大/);
      const raw = (payload: string, type: string) => t.app.inject({ method: "POST", url: analyticsPaths.inject, payload, headers: { "content-type": type } });
      expectFailure(await raw("{not json", "application/json"), 400, /JSON/);
      expectFailure(await raw("a=b", "text/csv"), 415, /内容类型/);
      expect(await rowCount(t.database.db, analyticsEvents)).toBe(before);
    });

    it("refuses a malformed request source", async () => {
      expectFailure(await inject(valid, { "request-source": "<script>" }), 400, /请求来源/);
    });

    it("stores hostile strings verbatim and never fails on them", async () => {
      const xss = readFileSync(path.join(corpora, "xss-payloads.txt"), "utf8").split("\n").filter(Boolean).slice(0, 40);
      const blns = (JSON.parse(readFileSync(path.join(corpora, "blns.json"), "utf8")) as string[]).slice(0, 120);
      for (const text of [...xss, ...blns]) {
        const response = await inject({ ...valid, viewOptionContent: text.slice(0, 1000), viewOptionName: text.slice(0, 200) });
        expect(response.statusCode, text).toBe(200);
      }
      const [row] = await t.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
      expect(row?.viewOptionContent).toBe(blns.at(-1)?.slice(0, 1000));
    });
  });
}
