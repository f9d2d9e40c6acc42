import { describe, expect, it } from "vitest";
import { moduleSettingChecks } from "./composition/setting-checks.ts";
import { checkEnvironment, EnvironmentError } from "./environment.ts";
import { SMS_TEXT_PURPOSES } from "./platform/sms/sms-templates.ts";

const secret = "k7Qp2vX9mL4tR8wZ1nB6yH3cF5jD0sGa";
/** A carrier's settings as a deployment gives them (Aliyun here; sms.config.test.ts reads both carriers). */
const aliyunSms = {
  SMS_PROVIDER: "aliyun",
  SMS_SIGN_NAME: "建筑产业互联网平台",
  SMS_TEMPLATES: SMS_TEXT_PURPOSES.map((purpose) => `${purpose}:SMS_154950909`).join(","),
  ALIYUN_SMS_ACCESS_KEY_ID: "LTAI5tExampleKeyId",
  ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
};
const production = {
  ...aliyunSms,
  NODE_ENV: "production",
  TOKEN_SECRET: secret,
  SEALING_KEYS: `2026-11:${secret}`,
  OBJECT_STORE_SECRET_KEY: secret,
  CONTENT_STREAM_SECRET: secret,
  DATABASE_URL: "postgres://cidp@db:5432/cidp",
  OBJECT_STORE_ENDPOINT: "http://minio:9000",
  OBJECT_STORE_ACCESS_KEY: "cidp",
  PUBLIC_PORTAL_ORIGIN: "https://www.example.cn",
  LOGIN_SITE_ORIGIN: "https://login.example.cn",
  PUBLIC_OPERATOR_ORIGIN: "https://admin.example.cn",
};

/** The problems a start of the services would list: environment.ts's own and the modules' (main.ts passes both). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    checkEnvironment(env, "services", moduleSettingChecks);
    return [];
  } catch (error) {
    if (error instanceof EnvironmentError) return error.problems;
    throw error;
  }
}

describe("the settings checked at start", () => {
  it("starts the embedded defaults with nothing set, without the demo unless asked", () => {
    expect(checkEnvironment({})).toMatchObject({ production: false, demo: false, migrateOnStart: true });
    expect(checkEnvironment({ DEMO_DATA: "1" }).demo).toBe(true);
    expect(checkEnvironment({}).databaseResets).toBe(false);
    expect(checkEnvironment({ DEV_HELPERS: "1", DEV_DATABASE_RESETS: "1" }).databaseResets).toBe(true);
    expect(checkEnvironment(production)).toMatchObject({ production: true, demo: false, migrateOnStart: false });
  });

  // One row per missing or malformed setting: the message names the variable and what it needs.
  it.each([
    ["production without TOKEN_SECRET", { ...production, TOKEN_SECRET: undefined }, "TOKEN_SECRET is required when NODE_ENV=production"],
    ["production without OBJECT_STORE_SECRET_KEY", { ...production, OBJECT_STORE_SECRET_KEY: undefined }, "OBJECT_STORE_SECRET_KEY is required"],
    [
      "production without CONTENT_STREAM_SECRET",
      { ...production, CONTENT_STREAM_SECRET: undefined },
      "CONTENT_STREAM_SECRET is required when NODE_ENV=production",
    ],
    ["a short CONTENT_STREAM_SECRET", { CONTENT_STREAM_SECRET: "portal" }, "CONTENT_STREAM_SECRET must be at least 32 characters"],
    ["production with the demo", { ...production, DEMO_DATA: "1" }, "DEMO_DATA=1 is refused when NODE_ENV=production"],
    ["production with the development helpers", { ...production, DEV_HELPERS: "1" }, "DEV_HELPERS=1 is refused when NODE_ENV=production"],
    ["production with database resets", { ...production, DEV_DATABASE_RESETS: "1" }, "DEV_DATABASE_RESETS=1 is refused when NODE_ENV=production"],
    ["database resets without the development helpers", { DEV_DATABASE_RESETS: "1" }, "DEV_DATABASE_RESETS=1 needs DEV_HELPERS=1"],
    [
      "database resets on a shared Postgres",
      { DEV_DATABASE_RESETS: "1", DEV_HELPERS: "1", DATABASE_URL: "postgres://cidp@db:5432/cidp" },
      "DEV_DATABASE_RESETS=1 works on the embedded PGlite only",
    ],
    ["production without SEALING_KEYS", { ...production, SEALING_KEYS: undefined }, "SEALING_KEYS is required when NODE_ENV=production"],
    // The certification deposit's sandbox sends no money: production's finance staff send it (认证打款).
    [
      "production with the deposit sandbox",
      { ...production, CERTIFICATION_DEPOSIT: "sandbox" },
      "CERTIFICATION_DEPOSIT=sandbox is refused when NODE_ENV=production",
    ],
    ["an unknown deposit mode", { CERTIFICATION_DEPOSIT: "wechat" }, "CERTIFICATION_DEPOSIT must be finance or sandbox"],
    ["SEALING_KEYS without ids", { SEALING_KEYS: secret }, "SEALING_KEYS must be a comma list of id:secret"],
    ["a short sealing key", { SEALING_KEYS: `2026-11:${secret},2025-01:short` }, 'SEALING_KEYS: the key "2025-01" must be at least 32 characters'],
    ["a sealing key id listed twice", { SEALING_KEYS: `k:${secret},k:${secret}x` }, 'SEALING_KEYS: the key id "k" is listed twice'],
    ["a sealing key id in capitals", { SEALING_KEYS: `Key:${secret}` }, 'SEALING_KEYS: the key id "Key" must be 1–32 lower-case letters'],
    ["a sealing key of one character repeated", { SEALING_KEYS: `k:${"z".repeat(40)}` }, 'SEALING_KEYS: the key "k" must not be one character repeated'],
    ["a short TOKEN_SECRET", { TOKEN_SECRET: "short" }, "TOKEN_SECRET must be at least 32 characters"],
    ["a TOKEN_SECRET of one character repeated", { TOKEN_SECRET: "a".repeat(32) }, "TOKEN_SECRET must not be one character repeated"],
    ["a one-character object store secret", { OBJECT_STORE_SECRET_KEY: "x" }, "OBJECT_STORE_SECRET_KEY must be at least 8 characters"],
    [
      "an object store secret of one character repeated",
      { OBJECT_STORE_SECRET_KEY: "x".repeat(40) },
      "OBJECT_STORE_SECRET_KEY must not be one character repeated",
    ],
    ["a short STS secret", { OBJECT_STORE_STS_SECRET_KEY: "short" }, "OBJECT_STORE_STS_SECRET_KEY must be at least 8 characters"],
    ["a short OPS_TOKEN", { OPS_TOKEN: "ops" }, "OPS_TOKEN must be at least 32 characters"],
    ["a short METRICS_TOKEN", { METRICS_TOKEN: "scrape" }, "METRICS_TOKEN must be 32 to 256 characters"],
    ["a METRICS_TOKEN with a space", { METRICS_TOKEN: "scrape 7f3a9c1e5b2d4f608a1c3e5f7b9d0a2c" }, "METRICS_TOKEN must be 32 to 256 characters"],
    ["a DATABASE_URL that is no postgres URL", { DATABASE_URL: "mysql://db/cidp" }, "DATABASE_URL must be a postgres:// URL"],
    ["a DATABASE_URL that is no URL", { DATABASE_URL: "db:5432" }, "DATABASE_URL must be a postgres:// URL"],
    ["a pool of none", { DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE must be a whole number between 1 and 200"],
    ["a pool that is no number", { DATABASE_POOL_SIZE: "ten" }, "DATABASE_POOL_SIZE must be a whole number between 1 and 200"],
    [
      "a portal origin with a path",
      { PUBLIC_PORTAL_ORIGIN: "https://www.example.cn/portal" },
      "PUBLIC_PORTAL_ORIGIN must be an origin: http(s)://host[:port] with no path or trailing slash",
    ],
    ["a login origin with a trailing slash", { LOGIN_SITE_ORIGIN: "https://login.example.cn/" }, "LOGIN_SITE_ORIGIN must be an origin"],
    ["an operator origin that is no URL", { PUBLIC_OPERATOR_ORIGIN: "admin.example.cn" }, "PUBLIC_OPERATOR_ORIGIN must be an origin"],
    ["proxies named by host name", { TRUST_PROXY: "nginx" }, "TRUST_PROXY must be a comma list of proxy addresses or CIDR ranges"],
    ["a CIDR range too wide", { TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY must be a comma list of proxy addresses or CIDR ranges"],
    ["a shared Postgres without NODE_ENV", { DATABASE_URL: "postgres://cidp@db:5432/cidp", NODE_ENV: "" }, "NODE_ENV must be set when DATABASE_URL is"],
    [
      "no request in flight",
      { MAX_IN_FLIGHT: "0" },
      "MAX_IN_FLIGHT must be a whole number of requests between 1 and 100000 (each instance's load-shedding limit)",
    ],
    [
      "a limit that is no number",
      { MAX_IN_FLIGHT: "lots" },
      "MAX_IN_FLIGHT must be a whole number of requests between 1 and 100000 (each instance's load-shedding limit)",
    ],
    ["a port that is no number", { SERVER_PORT: "http" }, "SERVER_PORT must be a port number"],
    ["a port too high", { OBJECT_STORE_PORT: "70000" }, "OBJECT_STORE_PORT must be a port number"],
    [
      "an object store endpoint that is no URL",
      { OBJECT_STORE_ENDPOINT: "minio:9000", OBJECT_STORE_ACCESS_KEY: "k", OBJECT_STORE_SECRET_KEY: "minio-secret-key" },
      "OBJECT_STORE_ENDPOINT must be an http(s) URL",
    ],
    ["an object store endpoint without keys", { OBJECT_STORE_ENDPOINT: "http://minio:9000" }, "OBJECT_STORE_ENDPOINT needs OBJECT_STORE_ACCESS_KEY"],
    ["a bucket name S3 refuses", { OBJECT_STORE_BUCKET: "CIDP_files" }, "OBJECT_STORE_BUCKET must be a bucket name"],
    [
      "virtual-hosted addresses on the embedded store",
      { OBJECT_STORE_PATH_STYLE: "0" },
      "OBJECT_STORE_PATH_STYLE=0 (virtual-hosted addresses) needs OBJECT_STORE_ENDPOINT",
    ],
    ["a path-style switch that is no switch", { OBJECT_STORE_PATH_STYLE: "virtual" }, "OBJECT_STORE_PATH_STYLE must be 1 or 0"],
    ["a portal origin that is no URL", { PUBLIC_PORTAL_ORIGIN: "www.example.cn" }, "PUBLIC_PORTAL_ORIGIN must be an origin"],
    ["a login site origin that is no URL", { LOGIN_SITE_ORIGIN: "login" }, "LOGIN_SITE_ORIGIN must be an origin"],
    ["an unknown NODE_ENV", { NODE_ENV: "prod" }, "NODE_ENV must be development, production or test"],
    ["a drain that is no duration", { SHUTDOWN_DRAIN_MS: "5s" }, "SHUTDOWN_DRAIN_MS must be a whole number of milliseconds"],
    ["a job retention of no days", { JOB_RETENTION_DAYS: "0" }, "JOB_RETENTION_DAYS must be a whole number of days between 1 and 3650"],
    ["a job retention that is no number of days", { JOB_RETENTION_DAYS: "7d" }, "JOB_RETENTION_DAYS must be a whole number of days between 1 and 3650"],
    ["an unknown log level", { LOG_LEVEL: "verbose" }, "LOG_LEVEL must be one of"],
    ["an upload quota of none", { UPLOAD_QUOTA_MB: "0" }, "UPLOAD_QUOTA_MB must be a whole number of megabytes"],
    ["an upload quota that is no number", { UPLOAD_QUOTA_MB: "10G" }, "UPLOAD_QUOTA_MB must be a whole number of megabytes"],
    ["a switch that is no switch", { DEMO_DATA: "yes" }, "DEMO_DATA must be 1 or 0"],
    [
      "production instances on one database with private object stores",
      { ...production, OBJECT_STORE_ENDPOINT: undefined },
      "OBJECT_STORE_ENDPOINT is required when NODE_ENV=production (instances sharing a database must share one object store",
    ],
    ["production on an embedded database", { ...production, DATABASE_URL: undefined }, "DATABASE_URL is required when NODE_ENV=production"],
    [
      "production without the portal's address",
      { ...production, PUBLIC_PORTAL_ORIGIN: undefined },
      "PUBLIC_PORTAL_ORIGIN is required when NODE_ENV=production",
    ],
    ["production without the login site's address", { ...production, LOGIN_SITE_ORIGIN: undefined }, "LOGIN_SITE_ORIGIN is required when NODE_ENV=production"],
    [
      "production without a carrier for its texts",
      { ...production, SMS_PROVIDER: undefined },
      "SMS_PROVIDER is required when NODE_ENV=production (aliyun or tencent",
    ],
    ["production with the development outbox", { ...production, SMS_PROVIDER: "outbox" }, "SMS_PROVIDER=outbox is refused when NODE_ENV=production"],
    ["a carrier nobody knows", { SMS_PROVIDER: "aliyun-cn" }, "SMS_PROVIDER must be one of aliyun, tencent, outbox"],
    ["Aliyun without its AccessKey ID", { ...aliyunSms, ALIYUN_SMS_ACCESS_KEY_ID: "" }, "ALIYUN_SMS_ACCESS_KEY_ID is required with SMS_PROVIDER=aliyun"],
    [
      "Aliyun without its secret",
      { ...aliyunSms, ALIYUN_SMS_ACCESS_KEY_SECRET: undefined },
      "ALIYUN_SMS_ACCESS_KEY_SECRET is required with SMS_PROVIDER=aliyun",
    ],
    ["a carrier without a sign name", { ...aliyunSms, SMS_SIGN_NAME: undefined }, "SMS_SIGN_NAME is required with SMS_PROVIDER=aliyun"],
    ["a carrier without templates", { ...aliyunSms, SMS_TEMPLATES: undefined }, "SMS_TEMPLATES is required with SMS_PROVIDER=aliyun"],
    ["Tencent without its SecretId", { SMS_PROVIDER: "tencent" }, "TENCENT_SMS_SECRET_ID is required with SMS_PROVIDER=tencent"],
    ["Tencent without its SecretKey", { SMS_PROVIDER: "tencent" }, "TENCENT_SMS_SECRET_KEY is required with SMS_PROVIDER=tencent"],
    ["Tencent without its SdkAppId", { SMS_PROVIDER: "tencent" }, "TENCENT_SMS_SDK_APP_ID is required with SMS_PROVIDER=tencent"],
    ["Tencent without its region", { SMS_PROVIDER: "tencent" }, "TENCENT_SMS_REGION is required with SMS_PROVIDER=tencent"],
    [
      "production without the back office's address",
      { ...production, PUBLIC_OPERATOR_ORIGIN: undefined },
      "PUBLIC_OPERATOR_ORIGIN is required when NODE_ENV=production",
    ],
  ])("refuses %s", (_, env, message) => {
    const problems = problemsOf(env as NodeJS.ProcessEnv);
    expect(
      problems.some((problem) => problem.includes(message)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("lists every problem at once, not the first only", () => {
    const problems = problemsOf({ NODE_ENV: "production", DEMO_DATA: "1", SERVER_PORT: "x" });
    expect(problems).toHaveLength(14);
    // The modules' own settings among them: the carrier and the payment providers.
    expect(problems.join("\n")).toContain("PAYMENT_PROVIDERS is required in production");
  });

  // The deploy step and the store start before the services' secrets matter: each asks only for what it uses.
  it.each([
    ["migrate", { NODE_ENV: "production", DATABASE_URL: "postgres://cidp@db:5432/cidp" }, []],
    // Only the services send texts: a command never asks for a carrier, nor reads a half-given one.
    ["migrate", { NODE_ENV: "production", DATABASE_URL: "postgres://cidp@db:5432/cidp", SMS_PROVIDER: "tencent" }, []],
    ["migrate", { NODE_ENV: "production" }, ["DATABASE_URL is required when NODE_ENV=production"]],
    ["operator", { NODE_ENV: "production", DATABASE_URL: "postgres://cidp@db:5432/cidp", PUBLIC_OPERATOR_ORIGIN: "https://admin.example.cn" }, []],
    ["operator", { NODE_ENV: "production", DATABASE_URL: "postgres://cidp@db:5432/cidp" }, ["PUBLIC_OPERATOR_ORIGIN is required when NODE_ENV=production"]],
    // One settings file for every process: the store runs itself whatever OBJECT_STORE_ENDPOINT tells the services.
    ["object-store", { NODE_ENV: "production", OBJECT_STORE_SECRET_KEY: secret, OBJECT_STORE_ENDPOINT: "http://store:3002" }, []],
    ["object-store", { NODE_ENV: "production" }, ["OBJECT_STORE_SECRET_KEY is required when NODE_ENV=production"]],
  ] as const)("a production %s command asks only for what it uses (%#)", (role, env, expected) => {
    let problems: string[] = [];
    try {
      checkEnvironment(env, role, moduleSettingChecks);
    } catch (error) {
      if (!(error instanceof EnvironmentError)) throw error;
      problems = error.problems;
    }
    expect(problems.map((problem) => problem.slice(0, problem.indexOf(" (")))).toEqual(expected.map((line) => line));
  });

  it("warns, outside production, when a shared database meets a private object store", () => {
    expect(checkEnvironment({ NODE_ENV: "development", DATABASE_URL: "postgres://cidp@db:5432/cidp" }).warnings[0]).toContain("OBJECT_STORE_ENDPOINT");
  });

  it("migrates on start except for production on Postgres, where the deploy step does (unless asked)", () => {
    const shared = production;
    expect(checkEnvironment(shared).migrateOnStart).toBe(false);
    expect(checkEnvironment({ ...shared, MIGRATE_ON_START: "1" }).migrateOnStart).toBe(true);
    expect(checkEnvironment({ NODE_ENV: "development", DATABASE_URL: "postgres://cidp@db:5432/cidp" }).migrateOnStart).toBe(true);
    expect(checkEnvironment({ NODE_ENV: "test", DATABASE_URL: "postgres://cidp@db:5432/cidp", MIGRATE_ON_START: "0" }).migrateOnStart).toBe(false);
  });
});
