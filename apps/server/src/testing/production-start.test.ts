import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { memberPaths, operatorCalls, paymentProviderPaths, platformPaths } from "@cidp/api-client/contract";
import { afterAll, describe, expect, it } from "vitest";
import { lawyerPortraits } from "../capabilities/legal-services/lawyers.data.ts";
import { bannerPictures, pictureUrl } from "../platform/media/media-catalogue.ts";
import { METRICS_PATH } from "../plugins/metrics.ts";
import { providerSettingsFixture } from "./provider-settings-fixture.ts";
import { throwawayDatabase, whenPostgres } from "./suite-target.ts";

// The black-box view of a production start (issue "production"): the entry points as an operator
// runs them, in the production shape: Postgres, the object store as its own process, the deploy
// step's migrate, then the services, with only the required settings.
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(serverDir, "node_modules", ".bin", "tsx");
const secret = "production-start-test-secret-9f2c41d7b0e85a36";
const sealingKeys = "2026-11:production-start-sealing-key-51c7e2a09d3b";
const metricsToken = "production-start-scrape-token-3e8b1f60c2d94a57";
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

/** The services (`src/main.ts`), or a command of the CLI (`src/cli.ts migrate`), as a deployment runs them. */
function run(env: Record<string, string>, entry: string[] = ["src/main.ts"]): ChildProcess & { output: () => string } {
  const child = spawn(tsx, entry, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

/** Every setting a production start requires, none of them pointing anywhere yet. */
const required = {
  NODE_ENV: "production",
  TOKEN_SECRET: secret,
  SEALING_KEYS: sealingKeys,
  OBJECT_STORE_SECRET_KEY: secret,
  OBJECT_STORE_ACCESS_KEY: "cidp",
  CONTENT_STREAM_SECRET: secret,
  PUBLIC_PORTAL_ORIGIN: "https://www.example.cn",
  LOGIN_SITE_ORIGIN: "https://login.example.cn",
  PUBLIC_OPERATOR_ORIGIN: "https://admin.example.cn",
  // A carrier for the texts and both payment providers, with a merchant's settings (a start never calls them).
  ...providerSettingsFixture,
  // Prometheus scrapes with this bearer; without it nobody reads the figures, the machine itself included.
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: "warn",
};

async function exited(child: ChildProcess): Promise<number | null> {
  const [code] = await once(child, "exit");
  return code as number | null;
}

describe("a production start", () => {
  it.each([
    ["the demo switch", { DEMO_DATA: "1" }, "DEMO_DATA=1 is refused when NODE_ENV=production"],
    ["no TOKEN_SECRET", { TOKEN_SECRET: "" }, "TOKEN_SECRET is required when NODE_ENV=production"],
    ["no OBJECT_STORE_SECRET_KEY", { OBJECT_STORE_SECRET_KEY: "" }, "OBJECT_STORE_SECRET_KEY is required when NODE_ENV=production"],
    ["no CONTENT_STREAM_SECRET", { CONTENT_STREAM_SECRET: "" }, "CONTENT_STREAM_SECRET is required when NODE_ENV=production"],
    ["no SEALING_KEYS", { SEALING_KEYS: "" }, "SEALING_KEYS is required when NODE_ENV=production"],
    ["no DATABASE_URL (an embedded database)", {}, "DATABASE_URL is required when NODE_ENV=production"],
    ["no PUBLIC_PORTAL_ORIGIN", { PUBLIC_PORTAL_ORIGIN: "" }, "PUBLIC_PORTAL_ORIGIN is required when NODE_ENV=production"],
    ["no carrier for the texts", { SMS_PROVIDER: "" }, "SMS_PROVIDER is required when NODE_ENV=production"],
    ["the development outbox", { SMS_PROVIDER: "outbox" }, "SMS_PROVIDER=outbox is refused when NODE_ENV=production"],
    ["a carrier without its keys", { TENCENT_SMS_SECRET_KEY: "" }, "TENCENT_SMS_SECRET_KEY is required with SMS_PROVIDER=tencent"],
    ["no payment provider", { PAYMENT_PROVIDERS: "" }, "PAYMENT_PROVIDERS is required in production"],
    ["the sandbox payments", { PAYMENT_PROVIDERS: "sandbox" }, "the sandbox marks orders paid with no money moving and is refused in production"],
    ["WeChat Pay without its APIv3 key", { WECHATPAY_APIV3_KEY: "" }, "WECHATPAY_APIV3_KEY"],
    ["Alipay without its seller", { ALIPAY_SELLER_ID: "" }, "ALIPAY_SELLER_ID"],
    ["a malformed DATABASE_URL", { DATABASE_URL: "localhost:5432/cidp" }, "DATABASE_URL must be a postgres:// URL"],
    [
      // Waited for a line a try first (composition/wait-for.test.ts); then the setting is named.
      "a database that never answers",
      { DATABASE_URL: "postgres://cidp@127.0.0.1:1/cidp", OBJECT_STORE_ENDPOINT: "http://127.0.0.1:1", STARTUP_WAIT_SECONDS: "0" },
      "the services will not start: DATABASE_URL (127.0.0.1:1/cidp)",
    ],
  ])(
    "refuses %s with a clear message and exit code 2",
    async (_, override, message) => {
      const child = run({ ...required, DATA_DIR: path.join(tmpdir(), "cidp-never-created"), ...override });
      expect(await exited(child)).toBe(2);
      expect(child.output()).toContain(message);
      expect(child.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    },
    60_000,
  );
});

describe("the command line in production", () => {
  it.each([[["src/cli.ts"]], [["src/cli.ts", "operator"]], [["src/cli.ts", "operator", "creat"]]])(
    "prints its usage with no setting at all (%j)",
    async (entry) => {
      const child = run({ NODE_ENV: "production" }, entry);
      expect(await exited(child)).toBe(2);
      expect(child.output()).toContain("usage:\n  node apps/server/dist/cli.js migrate");
      expect(child.output()).not.toContain("is required");
    },
    60_000,
  );

  it("asks each command only for what it uses", async () => {
    const migrate = run({ NODE_ENV: "production" }, ["src/cli.ts", "migrate"]);
    expect(await exited(migrate)).toBe(2);
    expect(migrate.output()).toContain("DATABASE_URL is required when NODE_ENV=production");
    expect(migrate.output()).not.toContain("TOKEN_SECRET");
  }, 60_000);
});

whenPostgres("a production start", (serverUrl) => {
  describe("a production start on Postgres with the object store as its own process", () => {
    it("migrates, starts, creates no demo account, and refuses a restore with another sealing key", async () => {
      const database = await throwawayDatabase(serverUrl, "cidp_production");
      const dataDir = await mkdtemp(path.join(tmpdir(), "cidp-production-"));
      folders.push(dataDir);
      const [port, storePort] = [await freePort(), await freePort()];
      // One settings file for every process, as compose gives them.
      const settings = {
        ...required,
        DATABASE_URL: database.url,
        OBJECT_STORE_ENDPOINT: `http://127.0.0.1:${storePort}`,
        OBJECT_STORE_PORT: String(storePort),
        DATA_DIR: dataDir,
        SERVER_PORT: String(port),
      };
      const store = run(settings, ["src/cli.ts", "object-store"]);
      let services: ReturnType<typeof run> | null = null;
      try {
        // The deploy step first: the services on Postgres do not migrate in production.
        const migrate = run(settings, ["src/cli.ts", "migrate"]);
        expect(await exited(migrate), migrate.output()).toBe(0);
        services = run(settings);
        const origin = `http://127.0.0.1:${port}`;
        let ready = false;
        for (let tries = 0; tries < 240 && !ready && services.exitCode === null; tries++) {
          ready = await fetch(`${origin}/ready`).then(
            (response) => response.ok,
            () => false,
          );
          if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(ready, `${services.output()}\n${store.output()}`).toBe(true);
        const member = await fetch(`${origin}${memberPaths.oauthToken}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone: "13800000001", password: "Demo@123456" }),
        });
        expect(((await member.json()) as { code: number }).code).not.toBe(200);
        const operator = await fetch(`${origin}${operatorCalls.login.path}`, {
          method: operatorCalls.login.method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "reviewer", password: "Operator@2026" }),
        });
        expect(operator.status, services.output()).toBe(401);
        // No development helper tells an enrolment link, an SMS code or a captcha answer.
        expect((await fetch(`${origin}${platformPaths.devOperatorEnrolmentLink}?username=reviewer`)).status).toBe(404);
        // The public pages' data is there (the reference data migrate put in), and the store answers.
        const readiness = (await (await fetch(`${origin}/ready`)).json()) as { checks: { seed: string; objectStore?: string } };
        expect(readiness.checks).toMatchObject({ seed: "ok", objectStore: "ok" });
        // Payments go to WeChat Pay and Alipay: the sandbox's pages and notify route are not there,
        // and a notification that is not WeChat Pay's is refused with WeChat Pay's FAIL answer.
        expect((await fetch(`${origin}${paymentProviderPaths.sandboxCheckout}/SBX1`)).status).toBe(404);
        expect((await fetch(`${origin}${paymentProviderPaths.sandboxNotify}`, { method: "POST", body: "{}" })).status).toBe(404);
        const forged = await fetch(`${origin}${paymentProviderPaths.notify}/wechat`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        expect(forged.status).toBe(500);
        expect(await forged.json()).toMatchObject({ code: "FAIL" });
        const alipayForged = await fetch(`${origin}${paymentProviderPaths.notify}/alipay`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "out_trade_no=P1&total_amount=1.00&trade_status=TRADE_SUCCESS",
        });
        expect(await alipayForged.text()).toBe("fail");
        // The figures are the scraper's alone; the demo's pictures (banners, lawyers' portraits) were never drawn.
        expect((await fetch(`${origin}${METRICS_PATH}`)).status).toBe(404);
        expect((await fetch(`${origin}${METRICS_PATH}`, { headers: { authorization: `Bearer ${metricsToken}` } })).status).toBe(200);
        for (const picture of [bannerPictures.homePlatform, ...lawyerPortraits().slice(0, 1)])
          expect((await fetch(`${origin}${pictureUrl(picture)}`)).status, pictureUrl(picture)).toBe(404);
        services.kill("SIGTERM");
        await exited(services);
        // The same database started with another installation's key of the same id (a restore
        // without the keys kept with the backup): refused loudly, never sealed bids answered as empty.
        const restored = run({ ...settings, SEALING_KEYS: "2026-11:another-installations-sealing-key-7d1f0b" });
        expect(await exited(restored), restored.output()).toBe(2);
        expect(restored.output()).toContain('SEALING_KEYS: the key "2026-11" is not the one that sealed this database\'s data');
        expect(restored.output()).not.toMatch(/\n\s+at /);
      } finally {
        if (services && services.exitCode === null) {
          services.kill("SIGTERM");
          await exited(services);
        }
        if (store.exitCode === null) {
          store.kill("SIGTERM");
          await exited(store);
        }
        await database.drop();
      }
    }, 240_000);
  });
});
