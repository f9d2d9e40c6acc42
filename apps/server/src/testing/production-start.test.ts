import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { memberPaths, operatorCalls, platformPaths } from "@cidp/api-client/contract";
import { afterAll, describe, expect, it } from "vitest";

// The black-box view of a production start (issue "production"): the built entry point as an
// operator would run it, on a fresh data folder, with only the required secrets set.
const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(serverDir, "node_modules", ".bin", "tsx");
const secret = "production-start-test-secret-9f2c41d7b0e85a36";
const sealingKeys = "2026-11:production-start-sealing-key-51c7e2a09d3b";
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

function run(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(tsx, ["src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

describe("a production start", () => {
  it.each([
    ["the demo switch", { DEMO_DATA: "1" }, "DEMO_DATA=1 is refused when NODE_ENV=production"],
    ["no TOKEN_SECRET", { TOKEN_SECRET: "" }, "TOKEN_SECRET is required when NODE_ENV=production"],
    ["no OBJECT_STORE_SECRET_KEY", { OBJECT_STORE_SECRET_KEY: "" }, "OBJECT_STORE_SECRET_KEY is required when NODE_ENV=production"],
    ["no CONTENT_STREAM_SECRET", { CONTENT_STREAM_SECRET: "" }, "CONTENT_STREAM_SECRET is required when NODE_ENV=production"],
    ["no SEALING_KEYS", { SEALING_KEYS: "" }, "SEALING_KEYS is required when NODE_ENV=production"],
    ["a malformed DATABASE_URL", { DATABASE_URL: "localhost:5432/cidp" }, "DATABASE_URL must be a postgres:// URL"],
    [
      // Waited for a line a try first (composition/wait-for.test.ts); then the setting is named.
      "a database that never answers",
      {
        DATABASE_URL: "postgres://cidp@127.0.0.1:1/cidp",
        OBJECT_STORE_ENDPOINT: "http://127.0.0.1:1",
        OBJECT_STORE_ACCESS_KEY: "cidp",
        STARTUP_WAIT_SECONDS: "0",
      },
      "the services will not start: DATABASE_URL (127.0.0.1:1/cidp)",
    ],
  ])(
    "refuses %s with a clear message and exit code 2",
    async (_, override, message) => {
      const child = run({
        NODE_ENV: "production",
        TOKEN_SECRET: secret,
        SEALING_KEYS: sealingKeys,
        OBJECT_STORE_SECRET_KEY: secret,
        CONTENT_STREAM_SECRET: secret,
        DATA_DIR: path.join(tmpdir(), "cidp-never-created"),
        ...override,
      });
      const [code] = await once(child, "exit");
      expect(code).toBe(2);
      expect(child.output()).toContain(message);
      expect(child.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    },
    60_000,
  );

  it("creates no demo account: neither the demo member nor the demo operator can log in", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "cidp-production-"));
    folders.push(dataDir);
    const [port, storePort] = [await freePort(), await freePort()];
    const settings = {
      NODE_ENV: "production",
      TOKEN_SECRET: secret,
      SEALING_KEYS: sealingKeys,
      OBJECT_STORE_SECRET_KEY: secret,
      CONTENT_STREAM_SECRET: secret,
      DATA_DIR: dataDir,
      SERVER_PORT: String(port),
      OBJECT_STORE_PORT: String(storePort),
      LOG_LEVEL: "warn",
    };
    const child = run(settings);
    try {
      const origin = `http://127.0.0.1:${port}`;
      let ready = false;
      for (let tries = 0; tries < 240 && !ready && child.exitCode === null; tries++) {
        ready = await fetch(`${origin}/ready`).then(
          (response) => response.ok,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(ready, child.output()).toBe(true);
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
      expect(operator.status, child.output()).toBe(401);
      // No development helper tells an enrolment link, an SMS code or a captcha answer.
      expect((await fetch(`${origin}${platformPaths.devOperatorEnrolmentLink}?username=reviewer`)).status).toBe(404);
      // The public pages' data is there: the platform configuration (reference data).
      const readiness = (await (await fetch(`${origin}/ready`)).json()) as { checks: { seed: string } };
      expect(readiness.checks.seed).toBe("ok");
    } finally {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    // The same database started with another installation's key of the same id (a restore without
    // the keys kept with the backup): refused loudly, never sealed bids answered as empty.
    const restored = run({ ...settings, SEALING_KEYS: "2026-11:another-installations-sealing-key-7d1f0b" });
    const [code] = await once(restored, "exit");
    expect(code, restored.output()).toBe(2);
    expect(restored.output()).toContain('SEALING_KEYS: the key "2026-11" is not the one that sealed this database\'s data');
    expect(restored.output()).not.toMatch(/\n\s+at /);
  }, 180_000);
});
