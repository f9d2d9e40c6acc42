import { isIP } from "node:net";
import { METRICS_TOKEN_PROBLEM, metricsTokenOf } from "@cidp/web-operations";
import { z } from "zod";
import { parseSealingKeys } from "./security/sealing-keys.ts";

/**
 * Every setting a deployment gives the services, checked once at start (issue "production"): a
 * missing or malformed one stops the start with a line naming the variable and what it needs,
 * instead of a failure deep inside a module later. The modules still read their own settings
 * (config.ts, object-store.config.ts, login-site.config.ts); this is the gate in front of them.
 */

const port = (name: string) =>
  z
    .string()
    .regex(/^\d{1,5}$/, `${name} must be a port number (0–65535)`)
    .refine((value) => Number(value) <= 65535, `${name} must be a port number (0–65535)`)
    .optional();

const httpUrl = (name: string, what: string) =>
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, `${name} must be an http(s) URL (${what})`)
    .optional();

/**
 * A secret: long enough, and not one character repeated (`xxxx…` passes a length check but
 * guards nothing). The same one-line message as every other setting.
 */
const secret = (name: string, min: number, what: string) =>
  z
    .string()
    .min(min, `${name} must be at least ${min} characters (${what})`)
    .refine((value) => new Set(value).size > 1, `${name} must not be one character repeated: use random characters (${what})`)
    .optional();

/**
 * A public origin: scheme, host and port only. A path, query or trailing part would be glued into
 * every log-in return address and CORS check and misroute them silently.
 */
const httpOrigin = (name: string, what: string) =>
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
      } catch {
        return false;
      }
    }, `${name} must be an origin: http(s)://host[:port] with no path or trailing slash (${what})`)
    .optional();

/** TRUST_PROXY: the proxies whose X-Forwarded-For is believed, as Fastify's proxy-addr reads them. */
const trustedProxies = z
  .string()
  .refine(
    (value) =>
      value.split(",").every((entry) => {
        const item = entry.trim();
        if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
        const [address = "", bits, ...rest] = item.split("/");
        const version = isIP(address);
        if (version === 0 || rest.length > 0) return false;
        return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
      }),
    "TRUST_PROXY must be a comma list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,192.168.1.5), or loopback, linklocal, uniquelocal",
  )
  .optional();

const switchValue = (name: string) => z.enum(["", "0", "1", "true", "false"], { message: `${name} must be 1 or 0` }).optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { message: "NODE_ENV must be development, production or test" }).optional(),
  DEMO_DATA: switchValue("DEMO_DATA"),
  MIGRATE_ON_START: switchValue("MIGRATE_ON_START"),
  OBJECT_STORE_PATH_STYLE: switchValue("OBJECT_STORE_PATH_STYLE"),
  DEV_HELPERS: switchValue("DEV_HELPERS"),
  DEV_DATABASE_RESETS: switchValue("DEV_DATABASE_RESETS"),
  SERVER_PORT: port("SERVER_PORT"),
  PORTAL_PORT: port("PORTAL_PORT"),
  OBJECT_STORE_PORT: port("OBJECT_STORE_PORT"),
  DATABASE_URL: z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, "DATABASE_URL must be a postgres:// URL, e.g. postgres://user:password@db:5432/cidp")
    .optional(),
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^\d+$/, "DATABASE_POOL_SIZE must be a whole number between 1 and 200")
    .refine((value) => Number(value) >= 1 && Number(value) <= 200, "DATABASE_POOL_SIZE must be a whole number between 1 and 200")
    .optional(),
  TOKEN_SECRET: secret("TOKEN_SECRET", 32, "e.g. openssl rand -base64 32; every instance the same"),
  SEALING_KEYS: z
    .string()
    .superRefine((value, context) => {
      try {
        parseSealingKeys(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
      }
    })
    .optional(),
  // S3-compatible stores (MinIO among them) take secret keys of 8 characters and more.
  OBJECT_STORE_SECRET_KEY: secret("OBJECT_STORE_SECRET_KEY", 8, "the object store's secret key"),
  OBJECT_STORE_STS_SECRET_KEY: secret("OBJECT_STORE_STS_SECRET_KEY", 8, "the key pair that issues upload credentials"),
  OPS_TOKEN: secret("OPS_TOKEN", 32, "the bearer token of the error-report reading"),
  METRICS_TOKEN: z
    .string()
    .refine((value) => metricsTokenOf({ METRICS_TOKEN: value }) !== undefined, METRICS_TOKEN_PROBLEM)
    .optional(),
  CONTENT_STREAM_SECRET: secret("CONTENT_STREAM_SECRET", 32, "the portals' key to the content-change stream; the portals' own the same"),
  OBJECT_STORE_ENDPOINT: httpUrl("OBJECT_STORE_ENDPOINT", "the S3-compatible service, e.g. http://minio:9000"),
  OBJECT_STORE_PUBLIC_URL: httpUrl("OBJECT_STORE_PUBLIC_URL", "where browsers reach the object store"),
  OBJECT_STORE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "OBJECT_STORE_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)")
    .optional(),
  PUBLIC_PORTAL_ORIGIN: httpOrigin("PUBLIC_PORTAL_ORIGIN", "the portal's public address, e.g. https://www.example.cn"),
  PUBLIC_OPERATOR_ORIGIN: httpOrigin("PUBLIC_OPERATOR_ORIGIN", "the back office's public address, where enrolment links point, e.g. https://admin.example.cn"),
  OPERATOR_PORT: port("OPERATOR_PORT"),
  LOGIN_SITE_ORIGIN: httpOrigin("LOGIN_SITE_ORIGIN", "the login site's public address, e.g. https://login.example.cn"),
  TRUST_PROXY: trustedProxies,
  JOB_RETENTION_DAYS: z
    .string()
    .regex(/^\d+$/, "JOB_RETENTION_DAYS must be a whole number of days between 1 and 3650")
    .refine((value) => Number(value) >= 1 && Number(value) <= 3650, "JOB_RETENTION_DAYS must be a whole number of days between 1 and 3650")
    .optional(),
  STARTUP_WAIT_SECONDS: z
    .string()
    .regex(/^\d+$/, "STARTUP_WAIT_SECONDS must be a whole number of seconds between 0 and 600 (how long a start waits for its database and store)")
    .refine(
      (value) => Number(value) <= 600,
      "STARTUP_WAIT_SECONDS must be a whole number of seconds between 0 and 600 (how long a start waits for its database and store)",
    )
    .optional(),
  MAX_IN_FLIGHT: z
    .string()
    .regex(/^\d+$/, "MAX_IN_FLIGHT must be a whole number of requests between 1 and 100000 (each instance's load-shedding limit)")
    .refine(
      (value) => Number(value) >= 1 && Number(value) <= 100_000,
      "MAX_IN_FLIGHT must be a whole number of requests between 1 and 100000 (each instance's load-shedding limit)",
    )
    .optional(),
  UPLOAD_QUOTA_MB: z
    .string()
    .regex(/^\d+$/, "UPLOAD_QUOTA_MB must be a whole number of megabytes between 1 and 10485760 (each member's file space)")
    .refine(
      (value) => Number(value) >= 1 && Number(value) <= 10_485_760,
      "UPLOAD_QUOTA_MB must be a whole number of megabytes between 1 and 10485760 (each member's file space)",
    )
    .optional(),
  SHUTDOWN_DRAIN_MS: z
    .string()
    .regex(/^\d+$/, "SHUTDOWN_DRAIN_MS must be a whole number of milliseconds (0–60000)")
    .refine((value) => Number(value) <= 60_000, "SHUTDOWN_DRAIN_MS must be a whole number of milliseconds (0–60000)")
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .optional(),
});

/** What the rest of the start needs to know from the checked environment. */
export interface CheckedEnvironment {
  production: boolean;
  /** Load the demo members, businesses, content and operator (`DEMO_DATA=1`; `npm start` sets it). */
  demo: boolean;
  /** Apply migrations when the services start (always on PGlite; on Postgres outside production, or by `MIGRATE_ON_START=1`). */
  migrateOnStart: boolean;
  /** Test runs only (`DEV_DATABASE_RESETS=1`): the database can be reset to its state at start (composition/database-resets.ts). */
  databaseResets: boolean;
  /** Warnings worth a line in the log (not fatal). */
  warnings: string[];
}

/** A start refused for its settings: one line per problem. */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`the services cannot start with these settings:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvironmentError";
  }
}

const on = (value: string | undefined) => value === "1" || value === "true";

/**
 * What is starting. The services need every production setting; each command of the CLI only what
 * it uses, so the deploy step and the store can be started before the services' secrets exist.
 */
export type StartRole = "services" | "migrate" | "operator" | "object-store";

/**
 * A module's own check of its settings (a carrier's keys and templates…), handed in by the
 * composition root (composition/setting-checks.ts): one line per problem, for the roles that use
 * the module. Their lines join the others', so a start still hears every problem at once.
 */
export type SettingsCheck = (env: NodeJS.ProcessEnv, role: StartRole) => string[];

/** Checks the environment; throws an {@link EnvironmentError} listing every problem at once. */
export function checkEnvironment(env: NodeJS.ProcessEnv, role: StartRole = "services", moduleChecks: readonly SettingsCheck[] = []): CheckedEnvironment {
  // Blank variables count as unset (a compose file's `FOO=` or `${FOO:-}`).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = environmentSchema.safeParse(given);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const production = env.NODE_ENV === "production";
  const demo = on(env.DEMO_DATA);
  const warnings: string[] = [];
  // A shared Postgres is a deployment: running it in development mode by a forgotten NODE_ENV would
  // migrate on start and leave the production checks below unasked.
  if (env.DATABASE_URL && !env.NODE_ENV)
    problems.push("NODE_ENV must be set when DATABASE_URL is: production for a deployment (development or test otherwise)");
  if (production) {
    if (demo) problems.push("DEMO_DATA=1 is refused when NODE_ENV=production: the demo's members and operator have published passwords");
    if (on(env.DEV_HELPERS)) problems.push("DEV_HELPERS=1 is refused when NODE_ENV=production: the helpers tell SMS codes and captcha answers");
    if (on(env.DEV_DATABASE_RESETS))
      problems.push("DEV_DATABASE_RESETS=1 is refused when NODE_ENV=production: it lets a caller throw the database's changes away");
    problems.push(...productionRequirements(env, role));
  } else if (role === "services" && env.DATABASE_URL && !env.OBJECT_STORE_ENDPOINT) {
    warnings.push(
      "the embedded object store keeps files in this instance's data folder: with several instances on one DATABASE_URL, set OBJECT_STORE_ENDPOINT to one shared store",
    );
  }
  for (const check of moduleChecks) problems.push(...check(env, role));
  // The store command runs the embedded store itself, whatever OBJECT_STORE_ENDPOINT tells the services.
  if (role !== "object-store") {
    if (["0", "false"].includes(env.OBJECT_STORE_PATH_STYLE ?? "") && !env.OBJECT_STORE_ENDPOINT)
      problems.push("OBJECT_STORE_PATH_STYLE=0 (virtual-hosted addresses) needs OBJECT_STORE_ENDPOINT: the embedded store answers path-style addresses only");
    if (env.OBJECT_STORE_ENDPOINT && !env.OBJECT_STORE_ACCESS_KEY)
      problems.push("OBJECT_STORE_ENDPOINT needs OBJECT_STORE_ACCESS_KEY (and OBJECT_STORE_SECRET_KEY)");
  }
  const databaseResets = on(env.DEV_DATABASE_RESETS);
  if (databaseResets && !on(env.DEV_HELPERS)) problems.push("DEV_DATABASE_RESETS=1 needs DEV_HELPERS=1: resets are a development helper of the test runs");
  if (databaseResets && env.DATABASE_URL)
    problems.push("DEV_DATABASE_RESETS=1 works on the embedded PGlite only: unset DATABASE_URL (a shared Postgres is never reset)");
  if (problems.length > 0) throw new EnvironmentError(problems);
  const migrateOnStart = !env.DATABASE_URL || on(env.MIGRATE_ON_START) || (!production && env.MIGRATE_ON_START !== "0");
  return { production, demo, migrateOnStart, databaseResets, warnings };
}

/** What a production start of `role` cannot do without: one line each, naming the setting. */
function productionRequirements(env: NodeJS.ProcessEnv, role: StartRole): string[] {
  const problems: string[] = [];
  const needs = (variable: string, why: string) => {
    if (!env[variable]) problems.push(`${variable} is required when NODE_ENV=production (${why})`);
  };
  if (role === "object-store") {
    needs("OBJECT_STORE_SECRET_KEY", "the store's root secret, at least 32 random characters; the services set the same");
    return problems;
  }
  needs("DATABASE_URL", "postgres://user:password@host:5432/db: production runs on Postgres, never on an embedded database in a container's folder");
  if (role === "operator") needs("PUBLIC_OPERATOR_ORIGIN", "the back office's public address, where enrolment links point, e.g. https://admin.example.cn");
  if (role !== "services") return problems;
  needs("PUBLIC_PORTAL_ORIGIN", "the portal's public address, e.g. https://www.example.cn: log-ins return there and chat sockets are admitted from it");
  needs("LOGIN_SITE_ORIGIN", "the login site's public address, e.g. https://login.example.cn");
  needs("PUBLIC_OPERATOR_ORIGIN", "the back office's public address, e.g. https://admin.example.cn");
  needs("TOKEN_SECRET", "at least 32 random characters; every instance the same");
  needs(
    "SEALING_KEYS",
    "id:secret, e.g. 2026-11:<openssl rand -base64 32>; every instance the same, kept with the backups: it seals ID numbers and sealed bids",
  );
  needs("OBJECT_STORE_SECRET_KEY", "the object store's secret key; every instance the same");
  needs("CONTENT_STREAM_SECRET", "at least 32 random characters; the portals set the same: only the portals follow the content-change stream");
  if (env.SMS_PROVIDER === "outbox")
    problems.push(
      "SMS_PROVIDER=outbox is refused when NODE_ENV=production: the development outbox only writes texts to the log, so nobody would receive a code",
    );
  else
    needs(
      "SMS_PROVIDER",
      "aliyun or tencent, with the carrier's keys, SMS_SIGN_NAME and SMS_TEMPLATES: without a carrier nobody receives a log-in, registration or password-reset code",
    );
  needs(
    "OBJECT_STORE_ENDPOINT",
    "instances sharing a database must share one object store: an S3-compatible service such as MinIO, OSS or COS, or the embedded store run as its own process: node dist/cli.js object-store",
  );
  return problems;
}
