import type { Database } from "../../db/database.ts";
import { hashPassword } from "../member/password.ts";
import { operators } from "./schema.ts";

/** The demo operator (README): binds an authenticator through the enrolment link the demo start prints. */
export const demoOperator = { username: "reviewer", password: "Operator@2026", displayName: "审核员 王芳" } as const;

/** Seeds the demo operator once. */
export async function seedOperators(db: Database): Promise<void> {
  const [existing] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (existing) return;
  await db
    .insert(operators)
    .values({ username: demoOperator.username, displayName: demoOperator.displayName, passwordHash: await hashPassword(demoOperator.password) })
    .onConflictDoNothing();
}
