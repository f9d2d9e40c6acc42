import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { platformConfigs, platformHosts } from "./schema.ts";

/** A connection or a transaction: host writes run inside the settings' save. */
type Queries = Pick<Database, "select" | "insert" | "delete">;

/** A host another platform already answers to, with that platform's names for the refusal. */
export interface TakenHost {
  host: string;
  platformCode: string;
  baseTitle: string;
}

/** Whether `error` is Postgres refusing a second row for a unique key (two saves raced for one host). */
export function isUniqueViolation(error: unknown): boolean {
  const coded = error as { code?: string; cause?: { code?: string } } | null;
  return coded?.code === "23505" || coded?.cause?.code === "23505";
}

/** The hosts of each platform, by its id, in their saved order. */
export async function hostsByPlatform(db: Pick<Database, "select">): Promise<Map<number, string[]>> {
  const rows = await db.select().from(platformHosts).orderBy(asc(platformHosts.platformConfigId), asc(platformHosts.sort), asc(platformHosts.id));
  const hosts = new Map<number, string[]>();
  for (const row of rows) hosts.set(row.platformConfigId, [...(hosts.get(row.platformConfigId) ?? []), row.host]);
  return hosts;
}

/** Every platform's hosts (the login site's return targets, login-site/platform-origins.ts). */
export async function allPlatformHosts(db: Pick<Database, "select">): Promise<string[]> {
  const rows = await db.select({ host: platformHosts.host }).from(platformHosts).orderBy(asc(platformHosts.host));
  return rows.map((row) => row.host);
}

/** Which of `hosts` a platform other than `platformId` answers to. */
export function hostsTakenElsewhere(db: Pick<Database, "select">, platformId: number, hosts: readonly string[]): Promise<TakenHost[]> {
  if (hosts.length === 0) return Promise.resolve([]);
  return db
    .select({ host: platformHosts.host, platformCode: platformConfigs.platformCode, baseTitle: platformConfigs.baseTitle })
    .from(platformHosts)
    .innerJoin(platformConfigs, eq(platformConfigs.id, platformHosts.platformConfigId))
    .where(and(inArray(platformHosts.host, [...hosts]), ne(platformHosts.platformConfigId, platformId)))
    .orderBy(asc(platformHosts.host));
}

/** Makes `hosts` the platform's hosts, in that order (the unique index refuses one another platform holds). */
export async function replaceHosts(tx: Queries, platformId: number, hosts: readonly string[]): Promise<void> {
  await tx.delete(platformHosts).where(eq(platformHosts.platformConfigId, platformId));
  if (hosts.length > 0) await tx.insert(platformHosts).values(hosts.map((host, sort) => ({ platformConfigId: platformId, host, sort })));
}
