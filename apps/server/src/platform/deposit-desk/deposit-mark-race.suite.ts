import { operatorCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, type StaffSession, staffCall } from "../../testing/operator-desk.ts";
import { businessIdOf, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { corporateCertifications } from "../certification/schema.ts";
import { notices } from "../notice/schema.ts";
import { operatorAudit } from "../operator/schema.ts";

const MARKS = 4;

/**
 * One 认证打款 marked sent by finance several times at once (a double click, two colleagues): one
 * mark is taken, one audit line and one notice are written, and every other mark is refused (409).
 * On Postgres the marks really run at once on connections of their own, and only the update's
 * condition on an unmarked deposit keeps them apart.
 */
export function depositMarkRaceSuite(target: SuiteTarget): void {
  describe(`认证打款 marked several times at once (${target.name})`, () => {
    let t: TestApp;
    let liu: LoggedIn;
    let finance: StaffSession;
    let id = 0;
    beforeAll(async () => {
      t = await target.open();
      const machinery = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
      liu = await login(t, "13900000301", machinery);
      const suffix = Math.random().toString(36).slice(2, 8);
      finance = await enrolStaff(t.app, t.database.db, { username: `race_deposit_${suffix}`, displayName: "财务 并发", role: "财务" }, target.clock.now);
      // A deposit waiting for finance, as a submission under CERTIFICATION_DEPOSIT=finance leaves it (the shared app runs the sandbox).
      const [row] = await t.database.db
        .insert(corporateCertifications)
        .values({
          businessId: machinery,
          submittedBy: liu.userId,
          companyName: "吉林省安泰机械设备租赁有限公司",
          creditCode: "91220200MA0Y6C9P7R",
          legalRepresentative: "刘振东",
          licenseResourceId: 0,
          authorizationResourceId: 0,
          bankName: "吉林银行长春分行",
          accountCipher: "sealed",
          accountLast4: "1234",
          depositReference: `RZRACE${suffix.toUpperCase()}`.slice(0, 10),
          depositAmountCents: 37,
          depositSentAt: null,
        })
        .returning({ id: corporateCertifications.id });
      id = row?.id ?? 0;
    }, 60_000);
    // The other suites share the app: the machinery company keeps no submission of this one.
    afterAll(async () => {
      await t?.database.db.delete(corporateCertifications).where(eq(corporateCertifications.id, id));
      await t?.close();
    });

    it(`${MARKS} marks of one deposit at once take it once`, async () => {
      // On Postgres a connection of its own holds the row until every mark waits for it, so they really meet.
      const pool = (t.database.db as unknown as { $client?: unknown }).$client;
      const holder = pool instanceof pg.Pool ? await pool.connect() : null;
      await holder?.query("begin");
      await holder?.query("select id from corporate_certification where id = $1 for update", [id]);
      const racing = Promise.all(
        Array.from({ length: MARKS }, (_, n) => staffCall(t.app, operatorCalls.certificationDepositSent, { id, bankSerial: `RACE-${n}` }, finance)),
      );
      if (holder) {
        let waiting = 0;
        try {
          const deadline = Date.now() + 90_000;
          while (waiting < MARKS && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 25));
            await holder.query("select pg_stat_clear_snapshot()");
            const { rows } = await holder.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid() and query ilike '%corporate_certification%'",
            );
            waiting = (rows[0] as { n: number }).n;
          }
        } finally {
          await holder.query("commit");
          holder.release();
        }
        expect(waiting, "every mark waits, each on a connection of its own").toBe(MARKS);
      }
      const answers = await racing;
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array.from({ length: MARKS - 1 }, () => 409)]);
      const [row] = await t.database.db.select().from(corporateCertifications).where(eq(corporateCertifications.id, id));
      expect(row?.depositBankSerial).toMatch(/^RACE-\d$/);
      const audited = await t.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, "certification.deposit-sent"), eq(operatorAudit.subjectId, id)));
      expect(audited).toHaveLength(1);
      const noticed = await t.database.db
        .select()
        .from(notices)
        .where(and(eq(notices.memberId, liu.userId), eq(notices.jumpUrl, `/user/standard-certification/my-detail?kind=corporate&id=${id}`)));
      expect(noticed).toHaveLength(1);
    }, 120_000);
  });
}
