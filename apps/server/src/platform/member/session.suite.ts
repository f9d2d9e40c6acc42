import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { createMemberRepository } from "./member.repository.ts";
import { createSessionService } from "./session.service.ts";

/** The session service on its own (the routes' suite covers it through HTTP). */
export function sessionSuite(target: SuiteTarget): void {
  describe(`session service (${target.name})`, () => {
    let t: TestApp;
    const secret = new TextEncoder().encode("s".repeat(40));
    let clock = new Date("2026-01-01T00:00:00Z");
    beforeAll(async () => {
      t = await target.open();
    });
    afterAll(() => t?.close());

    it("binds a new session to the member's first business and resolves its token", async () => {
      const members = createMemberRepository(t.database.db);
      const sessions = createSessionService(t.database.db, secret, () => clock);
      const member = await members.findByPhone("13800000001");
      const businesses = await members.listBusinesses(member?.id ?? 0);
      expect(businesses).toHaveLength(3);
      const issued = await sessions.createSession(member?.id ?? 0);
      expect(issued.businessId).toBe(businesses[0]?.businessId);
      const resolved = await sessions.resolveToken(issued.token);
      expect(resolved.ok && resolved.session.member.phone).toBe("13800000001");
    });

    it("refuses a business the member does not belong to", async () => {
      const members = createMemberRepository(t.database.db);
      const sessions = createSessionService(t.database.db, secret, () => clock);
      const other = await members.findByPhone("13800000002");
      const [foreign] = await members.listBusinesses(other?.id ?? 0);
      const me = await members.findByPhone("13800000001");
      await expect(sessions.createSession(me?.id ?? 0, foreign?.businessId ?? 0)).rejects.toThrow(/does not belong/);
    });

    it("reports revoked, expired, forged and missing tokens", async () => {
      const members = createMemberRepository(t.database.db);
      const sessions = createSessionService(t.database.db, secret, () => clock);
      const me = await members.findByPhone("13800000002");
      const a = await sessions.createSession(me?.id ?? 0);
      const b = await sessions.createSession(me?.id ?? 0);
      expect(await sessions.revokeOtherSessions(me?.id ?? 0, b.sessionId)).toBeGreaterThanOrEqual(1);
      expect(await sessions.resolveToken(a.token)).toEqual({ ok: false, failure: "revoked" });
      expect((await sessions.resolveToken(b.token)).ok).toBe(true);
      const forged = createSessionService(t.database.db, new TextEncoder().encode("x".repeat(40)), () => clock);
      expect(await forged.resolveToken(b.token)).toEqual({ ok: false, failure: "invalid" });
      expect(await sessions.resolveToken(undefined)).toEqual({ ok: false, failure: "missing" });
      clock = new Date(clock.getTime() + 8 * 86_400_000);
      expect(await sessions.resolveToken(b.token)).toEqual({ ok: false, failure: "expired" });
    });
  });
}
