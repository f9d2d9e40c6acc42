import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logDestination } from "./log-destination.ts";

let dir: string | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

describe("logDestination", () => {
  it("logs to the console at LOG_LEVEL (info by default) without a file", () => {
    expect(logDestination({})).toEqual({ level: "info" });
    expect(logDestination({ LOG_LEVEL: "warn" })).toEqual({ level: "warn" });
  });

  it("refuses a level pino does not know, naming the known ones", () => {
    expect(() => logDestination({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL.*trace, debug, info, warn, error, fatal.*verbose/);
  });

  it("writes info and up to the file and only warnings and errors to the console", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "log-destination-"));
    const file = path.join(dir, "logs", "server.log");
    const printed: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const destination = logDestination({ LOG_LEVEL: "warn", LOG_FILE: file });
    expect(destination.level).toBe("info");
    const logger = pino({ level: destination.level }, destination.stream);
    logger.info({ sms: { text: "验证码 123456" } }, "sms outbox");
    logger.warn("disk nearly full");
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const written = await readFile(file, "utf8");
    expect(written).toContain('"msg":"sms outbox"');
    expect(written).toContain('"msg":"disk nearly full"');
    expect(printed.join("")).toContain("disk nearly full");
    expect(printed.join("")).not.toContain("sms outbox");
  });

  it("keeps a lower console level for the file too", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "log-destination-"));
    expect(logDestination({ LOG_LEVEL: "debug", LOG_FILE: path.join(dir, "server.log") }).level).toBe("debug");
  });
});
