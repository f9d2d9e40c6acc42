import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { createUploadRepository } from "./repository.ts";
import { uploadServicePaths } from "./upload.schemas.ts";
import { uploadQuotaMb } from "./upload-quota.ts";

const MIB = 1024 * 1024;
const AT_ONCE = 5;

/**
 * One member's registrations sent at once must not together pass their space (UPLOAD_QUOTA_MB):
 * sized so that three of five fit, exactly three are taken. On Postgres a connection of its own
 * holds the upload table against inserts until every registration has started, so each has read
 * the space before any writes: only the per-member lock keeps the sum within the quota.
 */
export function uploadQuotaRaceSuite(target: SuiteTarget): void {
  describe(`registrations of one member at once (${target.name})`, () => {
    let t: TestApp;
    let member: LoggedIn;
    beforeAll(async () => {
      t = await target.open();
      member = await login(t, demo.second.phone);
    }, 60_000);
    afterAll(() => t?.close());

    it(`${AT_ONCE} registrations at once take no more than the member's space`, async () => {
      const quota = uploadQuotaMb(process.env) * MIB;
      const owner = { member: member.userId };
      const free = quota - (await createUploadRepository(t.database.db).bytesHeldBy(owner));
      const size = Math.floor(free / 3.5);
      const pool = (t.database.db as unknown as { $client?: unknown }).$client;
      const holder = pool instanceof pg.Pool ? await pool.connect() : null;
      await holder?.query("begin");
      // Reads go on, inserts wait: every registration reads the free space before any is written.
      await holder?.query("lock table upload_resource in share row exclusive mode");
      const racing = Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) =>
          t.app.inject({
            method: "POST",
            url: uploadServicePaths.register,
            headers: member.headers,
            payload: { fileName: `竣工航拍${index}.mp4`, extName: "mp4", fileSize: size, hashcode: String(index + 1).repeat(32) },
          }),
        ),
      );
      if (holder) {
        let waiting = 0;
        try {
          // Polled until the registrations wait (on the table or on the member's lock); under the whole
          // test command's load on two cores that took over 30 s once.
          const deadline = Date.now() + 90_000;
          while (waiting < AT_ONCE - 1 && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 25));
            const { rows } = await holder.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            waiting = (rows[0] as { n: number }).n;
          }
        } finally {
          await holder.query("commit");
          holder.release();
        }
        // At least four of the five wait in the database at once (one is seen on no connection of
        // its own while the others wait on the member's lock and the table); the five reading and
        // writing together still may not take more than three sizes.
        expect(waiting, "the registrations wait, each on a connection of its own").toBeGreaterThanOrEqual(AT_ONCE - 1);
      }
      const codes = (await racing).map((answer) => answer.json().code as number);
      expect(
        codes.filter((code) => code === 200),
        codes.join(", "),
      ).toHaveLength(3);
      expect(await createUploadRepository(t.database.db).bytesHeldBy(owner)).toBeLessThanOrEqual(quota);
    }, 150_000);
  });
}
