import { organisationCalls } from "@cidp/api-client/contract";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAs, login } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { hashPassword } from "../member/password.ts";
import { businesses, members, memberships, sessions } from "../member/schema.ts";

const FOUNDERS = 3;

/**
 * 创建企业 of one company by several members at once (issue 61): exactly one business is made,
 * its founder alone administers it, and every other founding is answered 409 with the way to ask
 * for an invitation, never a 500. On Postgres the foundings really meet at the credit code's unique
 * index, each on a connection of its own, and only the index decides between them.
 */
export function companyFoundingRaceSuite(target: SuiteTarget): void {
  describe(`one company founded by several members at once (${target.name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await target.open();
    });
    afterAll(() => t?.close());

    it(`${FOUNDERS} members found one company at once: one business, one administrator, the others answered 409`, async () => {
      // Each target opens its own database, where this suite runs once: fixed phones and code.
      const phones = Array.from({ length: FOUNDERS }, (_, i) => `1370063000${i}`);
      const passwordHash = await hashPassword("Demo@123456");
      await t.database.db.insert(members).values(phones.map((phone, i) => ({ phone, realName: `并发${i}`, passwordHash, consentAt: new Date() })));
      const founders = await Promise.all(phones.map((phone) => login(t, phone)));
      const creditCode = "91220104MA1JN00083";
      const founding = { name: "吉林省并发建材有限公司", creditCode, legalRepresentative: "并发", regionCode: "220102", companyType: "supply" };

      // On Postgres a connection of its own holds the credit code (an uncommitted row with it) until every
      // founding waits on it, so they meet at the index, each on its own connection; then it lets go.
      const pool = (t.database.db as unknown as { $client?: unknown }).$client;
      const holder = pool instanceof pg.Pool ? await pool.connect() : null;
      await holder?.query("begin");
      await holder?.query("insert into business (name, credit_code, tenant_id) values ('占位', $1, '')", [creditCode]);
      const racing = Promise.all(founders.map((who) => callAs(t, organisationCalls.createBusiness, who, founding)));
      if (holder) {
        let waiting = 0;
        try {
          const deadline = Date.now() + 90_000;
          while (waiting < FOUNDERS && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 25));
            const { rows } = await holder.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into \"business\"%'",
            );
            waiting = (rows[0] as { n: number }).n;
          }
        } finally {
          // The placeholder goes: the foundings then decide among themselves.
          await holder.query("rollback");
          holder.release();
        }
        expect(waiting, "every founding waits on the credit code, each on a connection of its own").toBe(FOUNDERS);
      }
      const answers = (await racing).map((response) => ({ status: response.statusCode, body: response.json() as { code: number; reason?: string } }));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, ...Array<number>(FOUNDERS - 1).fill(409)]);
      for (const refused of answers.filter((answer) => answer.body.code === 409)) expect(refused.body.reason).toBe("business_registered");

      const made = await t.database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, creditCode));
      expect(made).toHaveLength(1);
      const winner = founders[answers.findIndex((answer) => answer.body.code === 200)];
      expect(
        await t.database.db
          .select({ memberId: memberships.memberId })
          .from(memberships)
          .where(eq(memberships.businessId, made[0]?.id ?? 0)),
      ).toEqual([{ memberId: winner?.userId }]);
      // Nothing of a refused founding stays: its member's session acts for no business.
      const bound = await t.database.db
        .select({ memberId: sessions.memberId, businessId: sessions.businessId })
        .from(sessions)
        .where(
          inArray(
            sessions.memberId,
            founders.map((who) => who.userId),
          ),
        );
      for (const row of bound) expect(row.businessId).toBe(row.memberId === winner?.userId ? made[0]?.id : null);
    }, 150_000);
  });
}
