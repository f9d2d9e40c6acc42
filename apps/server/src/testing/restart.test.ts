import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { memberPaths, noticePaths } from "@cidp/api-client/contract";
import { afterAll, describe, expect, it } from "vitest";
import { loadTokenSecret } from "../token-secret.ts";
import { login } from "./suite-helpers.ts";
import { createTestApp } from "./test-app.ts";

const dataDir = await mkdtemp(path.join(tmpdir(), "cidp-restart-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function start() {
  const tokenSecret = await loadTokenSecret({}, dataDir);
  return createTestApp({ dataDir: path.join(dataDir, "pglite") }, { tokenSecret });
}

describe("restart", () => {
  it("keeps data and sessions across a stop and a start on the same data folder", async () => {
    const first = await start();
    const me = await login(first);
    const list = (await first.app.inject({ method: "GET", url: `${noticePaths.list}?size=50`, headers: me.headers })).json().data;
    const unread = list.records.find((n: { isRead: number }) => n.isRead === 0);
    await first.app.inject({ method: "GET", url: `${noticePaths.clickRead}/${unread.id}`, headers: me.headers });
    const unreadBefore = (await first.app.inject({ method: "GET", url: noticePaths.noReadCount, headers: me.headers })).json().data;
    await first.close();

    const second = await start();
    try {
      const info = await second.app.inject({ method: "GET", url: memberPaths.userInfo, headers: me.headers });
      expect(info.statusCode).toBe(200);
      expect(info.json().data.realName).toBe("张建国");
      const again = (await second.app.inject({ method: "GET", url: `${noticePaths.list}?size=50`, headers: me.headers })).json().data;
      // Seeding again on start added nothing, and the read state survived.
      expect(again.total).toBe(list.total);
      expect(again.records.find((n: { id: number }) => n.id === unread.id).isRead).toBe(1);
      expect((await second.app.inject({ method: "GET", url: noticePaths.noReadCount, headers: me.headers })).json().data).toBe(unreadBefore);
    } finally {
      await second.close();
    }
  }, 120_000);
});
