import { readFileSync } from "node:fs";
import path from "node:path";
import { ROLE_TEMPLATES } from "@cidp/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { businessRoles } from "./schema.ts";

// Migration 0047 hands the new finance_apply key to the 管理员 and 财务 roles businesses already
// have (their template rows were written before the key existed and cannot be edited).
const migration = readFileSync(path.join(migrationsFolder, "0047_finance_apply_permission.sql"), "utf8");
const templateOf = (template: string) => ROLE_TEMPLATES.find((t) => t.template === template)?.permissions ?? [];
const without = (keys: readonly string[]) => keys.filter((key) => key !== "finance_apply");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = async () => {
  for (const statement of migration.split("--> statement-breakpoint")) await t.database.db.execute(sql.raw(statement));
};
const roles = () =>
  t.database.db.select({ id: businessRoles.id, template: businessRoles.template, permissions: businessRoles.permissions }).from(businessRoles);

describe("migration 0047 (finance_apply)", () => {
  it("gives every existing 管理员 and 财务 the key as their template now lists it, and leaves the other roles alone", async () => {
    // Roles as the businesses had them before: the templates of the time, and a custom role.
    const { db } = t.database;
    for (const template of ["admin", "finance"])
      await db
        .update(businessRoles)
        .set({ permissions: without(templateOf(template)) })
        .where(eq(businessRoles.template, template));
    const before = await roles();
    expect(before.some((r) => r.permissions.includes("finance_apply"))).toBe(false);

    await run();

    for (const role of await roles()) {
      const was = before.find((r) => r.id === role.id)?.permissions;
      // The keys as a set: the migration appends the key, after keys the template gained later (openapi_manage).
      if (role.template === "admin" || role.template === "finance") expect([...role.permissions].sort()).toEqual([...templateOf(role.template)].sort());
      else expect(role.permissions).toEqual(was);
    }
  });

  it("changes nothing when run again", async () => {
    const once = await roles();
    await run();
    expect(await roles()).toEqual(once);
  });
});
