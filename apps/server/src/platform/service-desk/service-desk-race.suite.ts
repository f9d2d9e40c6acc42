import { operatorCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall } from "../../testing/operator-desk.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { members } from "../member/schema.ts";
import { operatorAudit } from "../operator/schema.ts";
import { serviceConversations, serviceEvents } from "./schema.ts";

const AGENTS = 4;

/**
 * 接入 by several agents at once: exactly one takes the conversation, every other is refused with
 * who took it, and one take is recorded. On Postgres the takes really run at once, on connections
 * of their own (the pool's), and only the conditional update decides between them.
 */
export function serviceTakeRaceSuite(target: SuiteTarget): void {
  describe(`customer-service conversation taken by several agents at once (${target.name})`, () => {
    let t: TestApp;
    const agents: StaffSession[] = [];
    let memberId = 0;
    beforeAll(async () => {
      t = await target.open();
      const suffix = Math.random().toString(36).slice(2, 8);
      for (let i = 0; i < AGENTS; i++) {
        agents.push(await enrolStaff(t.app, t.database.db, { username: `race_${suffix}_${i}`, displayName: `客服 ${i}号`, role: "客服" }, target.clock.now));
      }
      const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000002"));
      memberId = member?.id ?? 0;
    }, 60_000);
    afterAll(() => t?.close());

    it(`${AGENTS} agents take one waiting conversation at once: one gets it, the others are told who did`, async () => {
      for (let round = 0; round < 3; round++) {
        const now = new Date();
        await t.database.db.delete(serviceConversations).where(eq(serviceConversations.memberId, memberId));
        const [row] = await t.database.db
          .insert(serviceConversations)
          .values({ memberId, firstWords: `并发接入 ${round}`, firstSeq: 1, startedAt: now, lastAt: now, activity: now.getTime() })
          .returning({ id: serviceConversations.id });
        const id = row?.id ?? 0;
        // On Postgres a connection of its own holds the row until every take is waiting on it, so
        // the takes really meet at the row, each on its own connection, and are let go at once.
        const pool = (t.database.db as unknown as { $client?: unknown }).$client;
        const holder = pool instanceof pg.Pool ? await pool.connect() : null;
        await holder?.query("begin");
        await holder?.query("select id from service_conversation where id = $1 for update", [id]);
        const racing = Promise.all(agents.map((agent) => staffCall(t.app, operatorCalls.serviceTake, { id }, agent)));
        if (holder) {
          let waiting = 0;
          try {
            // Polled until every take waits: on two loaded cores the four took over 5 s to reach the row,
            // and under the whole test command's load over 30 s.
            const deadline = Date.now() + 90_000;
            while (waiting < AGENTS && Date.now() < deadline) {
              await new Promise((resolve) => setTimeout(resolve, 25));
              const { rows } = await holder.query(
                "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update %service_conversation%'",
              );
              waiting = (rows[0] as { n: number }).n;
            }
          } finally {
            // Let the takes go whatever happened, so a failure here cannot hang the suite's clean-up.
            await holder.query("commit");
            holder.release();
          }
          const statuses = (await racing).map((answer) => answer.statusCode).join(", ");
          expect(waiting, `every take waits on the row, each on a connection of its own (the takes answered ${statuses})`).toBe(AGENTS);
        }
        const answers = await racing;
        const won = answers.flatMap((answer, index) => (answer.statusCode === 200 ? [index] : []));
        expect(won, answers.map((answer) => answer.body).join("\n")).toHaveLength(1);
        const winner = `客服 ${won[0]}号`;
        for (const refused of answers.filter((answer) => answer.statusCode !== 200))
          expect(refusalOf(refused)).toEqual({ status: 409, msg: `该会话已由「${winner}」接入` });
        const [stored] = await t.database.db.select().from(serviceConversations).where(eq(serviceConversations.id, id));
        expect(stored?.state).toBe("active");
        expect(await t.database.db.select().from(serviceEvents).where(eq(serviceEvents.conversationId, id))).toHaveLength(1);
        const audited = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.subjectId, id));
        expect(audited.filter((line) => line.action === "service.taken")).toHaveLength(1);
      }
    }, 150_000);
  });
}
