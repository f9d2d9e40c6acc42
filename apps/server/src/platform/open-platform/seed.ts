import { OPEN_SCOPES } from "@cidp/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../member/schema.ts";
import { registerOpenApp } from "./open-app-repository.ts";
import { openApps } from "./schema.ts";

/**
 * The demo's sandbox app: 吉林宏远's, with credentials the developer page publishes so anyone
 * trying the open API on a demo installation can take a token at once. Seeded only by the demo
 * (`DEMO_DATA=1`), never in production, like the demo members' published passwords.
 */
export const DEMO_OPEN_APP = {
  creditCode: "91220101MA14XKQ355",
  name: "开放接口沙箱应用",
  clientId: "cidp_demo_sandbox",
  clientSecret: "cs_demo_sandbox_secret_only_for_demo_data",
} as const;

/** Registers the demo's sandbox app once. */
export async function seedDemoOpenApp(db: Database): Promise<void> {
  const [held] = await db.select({ id: openApps.id }).from(openApps).where(eq(openApps.clientId, DEMO_OPEN_APP.clientId));
  if (held) return;
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, DEMO_OPEN_APP.creditCode));
  if (!business) return;
  await registerOpenApp(
    db,
    {
      businessId: business.id,
      name: DEMO_OPEN_APP.name,
      scopes: OPEN_SCOPES,
      createdBy: null,
      credentials: { clientId: DEMO_OPEN_APP.clientId, clientSecret: DEMO_OPEN_APP.clientSecret },
    },
    new Date(),
  );
}

/** The demo's sandbox app while it is live, with its business's name; null where the demo was not seeded. */
export async function demoSandboxApp(db: Database): Promise<{ businessName: string } | null> {
  const [found] = await db
    .select({ businessName: businesses.name })
    .from(openApps)
    .innerJoin(businesses, eq(businesses.id, openApps.businessId))
    .where(and(eq(openApps.clientId, DEMO_OPEN_APP.clientId), isNull(openApps.revokedAt)));
  return found ?? null;
}
