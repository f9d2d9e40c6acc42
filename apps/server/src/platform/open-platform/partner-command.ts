import { OPEN_SCOPES, type OpenScope } from "@cidp/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { Refusal } from "../../runtime/refusal.ts";
import { businesses } from "../member/schema.ts";
import { openAppsOf, registerOpenApp, revokeOpenApp } from "./open-app-repository.ts";
import { openApps } from "./schema.ts";

/** How the command line registers, lists and revokes the apps of platform partners. */
export const OPEN_APP_USAGE = `  node apps/server/dist/cli.js open-app register --credit-code <统一社会信用代码> --name <应用名称> --scopes <${OPEN_SCOPES.join(",")}> [--per-minute 60] [--per-day 10000]
  node apps/server/dist/cli.js open-app list --credit-code <统一社会信用代码>
  node apps/server/dist/cli.js open-app revoke --client-id <client_id>`;

/** A command the operator mistyped, or refused: its message is for the operator. */
export class OpenAppCommandError extends Error {}

/** What the command was given. */
export interface OpenAppCommandInput {
  creditCode?: string | undefined;
  name?: string | undefined;
  scopes?: string | undefined;
  perMinute?: string | undefined;
  perDay?: string | undefined;
  clientId?: string | undefined;
}

const positive = (text: string | undefined, what: string): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new OpenAppCommandError(`${what} must be a positive whole number`);
  return value;
};

async function businessOf(db: Database, creditCode: string | undefined): Promise<{ id: number; name: string }> {
  if (!creditCode) throw new OpenAppCommandError(OPEN_APP_USAGE);
  const [business] = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.creditCode, creditCode));
  if (!business) throw new OpenAppCommandError(`no business with the credit code ${creditCode}`);
  return business;
}

/**
 * Staff's side of the open platform (issue 68): a partner's app registered for the business it
 * reads for (marked a partner app, which the business sees in its 开放接口应用 and may revoke),
 * with its own limits; the lines printed, the secret among them once.
 */
export async function runOpenAppCommand(db: Database, verb: string | undefined, input: OpenAppCommandInput, now: Date = new Date()): Promise<string[]> {
  try {
    switch (verb) {
      case "register": {
        const business = await businessOf(db, input.creditCode);
        const name = input.name?.trim() ?? "";
        if (name.length < 2 || name.length > 40) throw new OpenAppCommandError("--name takes 2 to 40 characters");
        const asked = (input.scopes ?? "").split(",").filter((scope) => scope !== "");
        const scopes = OPEN_SCOPES.filter((scope) => asked.includes(scope));
        if (scopes.length === 0 || scopes.length !== asked.length) throw new OpenAppCommandError(`--scopes takes some of ${OPEN_SCOPES.join(",")}`);
        const perMinute = positive(input.perMinute, "--per-minute");
        const perDay = positive(input.perDay, "--per-day");
        const { app, clientSecret } = await registerOpenApp(
          db,
          {
            businessId: business.id,
            name,
            scopes: scopes as OpenScope[],
            createdBy: null,
            partner: true,
            ...(perMinute ? { perMinute } : {}),
            ...(perDay ? { perDay } : {}),
          },
          now,
        );
        return [
          `registered ${app.name} for ${business.name}`,
          `client_id     ${app.clientId}`,
          `client_secret ${clientSecret}  (shown once: hand it to the partner now)`,
        ];
      }
      case "list": {
        const business = await businessOf(db, input.creditCode);
        const rows = await openAppsOf(db, business.id);
        return rows.map(
          (app) =>
            `${app.clientId}  ${app.name}  ${app.scopes.join(",")}  ${app.perMinute}/min ${app.perDay}/day  ${app.partner ? "partner" : "member"}  ${app.revokedAt ? `revoked ${formatDateTime(app.revokedAt)}` : "live"}`,
        );
      }
      case "revoke": {
        if (!input.clientId) throw new OpenAppCommandError(OPEN_APP_USAGE);
        const [app] = await db
          .select()
          .from(openApps)
          .where(and(eq(openApps.clientId, input.clientId), isNull(openApps.revokedAt)));
        if (!app) throw new OpenAppCommandError(`no live app ${input.clientId}`);
        await revokeOpenApp(db, app.id, app.businessId, now);
        return [`revoked ${app.clientId} (${app.name}): its tokens are refused from the next call`];
      }
      default:
        throw new OpenAppCommandError(OPEN_APP_USAGE);
    }
  } catch (error) {
    if (error instanceof Refusal) throw new OpenAppCommandError(error.message);
    throw error;
  }
}
