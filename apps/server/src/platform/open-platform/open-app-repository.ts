import { createHash, randomBytes } from "node:crypto";
import { OPEN_APP_DEFAULT_LIMITS, OPEN_APPS_PER_BUSINESS, OPEN_TOKEN_LIFETIME_SECONDS, type OpenScope } from "@cidp/domain";
import { and, count, desc, eq, gt, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { refuse } from "../../runtime/refusal.ts";
import { hashPassword, verifyPassword } from "../member/password.ts";
import { openApps, openCallLog, openTokens } from "./schema.ts";

/** A registered app's row. */
export type OpenAppRow = typeof openApps.$inferSelect;

/** What a live access token stands for: its app (and the app's business) and the scopes it carries. */
export interface OpenCaller {
  app: OpenAppRow;
  scopes: OpenScope[];
}

/** A fresh client id: public, unguessable enough not to enumerate the apps. */
const newClientId = () => `cidp_${randomBytes(12).toString("hex")}`;
/** A fresh secret: 32 random bytes, shown once. */
const newSecret = () => `cs_${randomBytes(32).toString("base64url")}`;
/** A fresh access token: opaque, looked up by its hash on every call. */
const newAccessToken = () => `at_${randomBytes(32).toString("base64url")}`;
const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** What registering asks for. */
export interface NewOpenApp {
  businessId: number;
  name: string;
  scopes: readonly OpenScope[];
  /** The member registering it; null for staff registering a partner's. */
  createdBy: number | null;
  partner?: boolean;
  /** Given only where the client id and secret must be known in advance (the demo's sandbox app). */
  credentials?: { clientId: string; clientSecret: string };
  perMinute?: number;
  perDay?: number;
}

/** Registers an app and answers it with its secret (the only time the secret is seen). */
export async function registerOpenApp(db: Database, input: NewOpenApp, at: Date): Promise<{ app: OpenAppRow; clientSecret: string }> {
  const [live] = await db
    .select({ n: count() })
    .from(openApps)
    .where(and(eq(openApps.businessId, input.businessId), isNull(openApps.revokedAt)));
  if ((live?.n ?? 0) >= OPEN_APPS_PER_BUSINESS) throw refuse("limit", `每家企业最多同时启用${OPEN_APPS_PER_BUSINESS}个应用，请先停用不用的应用`);
  const clientSecret = input.credentials?.clientSecret ?? newSecret();
  const [app] = await db
    .insert(openApps)
    .values({
      businessId: input.businessId,
      name: input.name,
      clientId: input.credentials?.clientId ?? newClientId(),
      secretHash: await hashPassword(clientSecret),
      scopes: [...input.scopes],
      perMinute: input.perMinute ?? OPEN_APP_DEFAULT_LIMITS.perMinute,
      perDay: input.perDay ?? OPEN_APP_DEFAULT_LIMITS.perDay,
      createdBy: input.createdBy,
      partner: input.partner ?? false,
      createdAt: at,
      secretRotatedAt: at,
    })
    .returning();
  if (!app) throw new Error("open app not stored");
  return { app, clientSecret };
}

/** The business's apps, newest first. */
export function openAppsOf(db: Database, businessId: number): Promise<OpenAppRow[]> {
  return db.select().from(openApps).where(eq(openApps.businessId, businessId)).orderBy(desc(openApps.id));
}

/** One of the business's apps, or a refusal (another business's app is "not found"). */
export async function ownOpenApp(db: Database, id: number, businessId: number): Promise<OpenAppRow> {
  const [app] = await db
    .select()
    .from(openApps)
    .where(and(eq(openApps.id, id), eq(openApps.businessId, businessId)));
  if (!app) throw refuse("not_found", "应用不存在");
  return app;
}

/**
 * Gives the app a new secret: the old one, and every token it took, stop at once (a token names
 * the secret's generation). A revoked app stays revoked.
 */
export async function rotateOpenAppSecret(db: Database, id: number, businessId: number, at: Date): Promise<{ app: OpenAppRow; clientSecret: string }> {
  const app = await ownOpenApp(db, id, businessId);
  if (app.revokedAt) throw refuse("state", "应用已停用，不能更换密钥");
  const clientSecret = newSecret();
  // The generation must move forward even when two rotations fall in the same millisecond.
  const generation = new Date(Math.max(at.getTime(), app.secretRotatedAt.getTime() + 1));
  const [rotated] = await db
    .update(openApps)
    .set({ secretHash: await hashPassword(clientSecret), secretRotatedAt: generation })
    .where(eq(openApps.id, app.id))
    .returning();
  await db.delete(openTokens).where(eq(openTokens.appId, app.id));
  return { app: rotated ?? app, clientSecret };
}

/** Stops the app for good: no new token, and its tokens refused from the next call. */
export async function revokeOpenApp(db: Database, id: number, businessId: number, at: Date): Promise<OpenAppRow> {
  const app = await ownOpenApp(db, id, businessId);
  if (app.revokedAt) return app;
  const [revoked] = await db.update(openApps).set({ revokedAt: at }).where(eq(openApps.id, app.id)).returning();
  await db.delete(openTokens).where(eq(openTokens.appId, app.id));
  return revoked ?? app;
}

/** The live app whose client credentials these are, or null (unknown, wrong secret, revoked alike). */
export async function authenticateClient(db: Database, clientId: string, clientSecret: string): Promise<OpenAppRow | null> {
  const [app] = await db.select().from(openApps).where(eq(openApps.clientId, clientId));
  if (!app || app.revokedAt) return null;
  return (await verifyPassword(clientSecret, app.secretHash)) ? app : null;
}

/** Gives the app an access token carrying `scopes`; expired tokens of the app are cleared on the way. */
export async function issueAccessToken(db: Database, app: OpenAppRow, scopes: readonly OpenScope[], at: Date): Promise<{ token: string; expiresIn: number }> {
  const token = newAccessToken();
  await db.delete(openTokens).where(and(eq(openTokens.appId, app.id), lte(openTokens.expiresAt, at)));
  await db.insert(openTokens).values({
    tokenHash: tokenHashOf(token),
    appId: app.id,
    scopes: [...scopes],
    secretGeneration: app.secretRotatedAt,
    createdAt: at,
    expiresAt: new Date(at.getTime() + OPEN_TOKEN_LIFETIME_SECONDS * 1000),
  });
  return { token, expiresIn: OPEN_TOKEN_LIFETIME_SECONDS };
}

/**
 * Who a presented access token stands for, read on every call: null when it is unknown, expired,
 * its app revoked or its secret rotated since it was given.
 */
export async function resolveAccessToken(db: Database, token: string, at: Date): Promise<OpenCaller | null> {
  if (!/^at_[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [found] = await db
    .select({ app: openApps, scopes: openTokens.scopes, generation: openTokens.secretGeneration })
    .from(openTokens)
    .innerJoin(openApps, eq(openApps.id, openTokens.appId))
    .where(and(eq(openTokens.tokenHash, tokenHashOf(token)), gt(openTokens.expiresAt, at), isNull(openApps.revokedAt)));
  if (!found || found.generation.getTime() !== found.app.secretRotatedAt.getTime()) return null;
  return { app: found.app, scopes: found.scopes };
}

/** One call for the audit log. */
export interface OpenCallRecord {
  appId: number;
  businessId: number;
  method: string;
  path: string;
  status: number;
  scope: string;
  durationMs: number;
  source: string;
  at: Date;
}

/** Writes one call into the app's log. */
export async function recordOpenCall(db: Database, call: OpenCallRecord): Promise<void> {
  await db.insert(openCallLog).values({ ...call, path: call.path.slice(0, 200), source: call.source.slice(0, 64) });
}

/** The most recent calls of an app a page lists (the log keeps all; the page reads the latest). */
export const OPEN_CALL_LOG_DEPTH = 500;

/** A page of the app's calls, newest first, within the latest OPEN_CALL_LOG_DEPTH. */
export async function openCallPage(db: Database, appId: number, current: number, size: number) {
  const offset = (current - 1) * size;
  if (offset >= OPEN_CALL_LOG_DEPTH) return { rows: [], total: 0 };
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(openCallLog)
      .where(eq(openCallLog.appId, appId))
      .orderBy(desc(openCallLog.id))
      .limit(Math.min(size, OPEN_CALL_LOG_DEPTH - offset))
      .offset(offset),
    db
      .select({ n: count() })
      .from(db.select({ id: openCallLog.id }).from(openCallLog).where(eq(openCallLog.appId, appId)).limit(OPEN_CALL_LOG_DEPTH).as("latest")),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
