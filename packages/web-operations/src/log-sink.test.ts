import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { logSink } from "./log-sink.ts";

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("logSink", () => {
  it("prints every line without a log file", () => {
    const printed: string[] = [];
    logSink({}, (line) => printed.push(line)).info("portal on http://localhost:3000");
    expect(printed).toEqual(["portal on http://localhost:3000"]);
  });

  it("appends to the log file and keeps the console quiet", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "log-sink-"));
    const file = path.join(dir, "logs", "portal.log");
    const printed: string[] = [];
    const sink = logSink({ LOG_FILE: file, LOG_LEVEL: "warn" }, (line) => printed.push(line));
    sink.info("first");
    sink.info("second");
    await settle();
    expect(await readFile(file, "utf8")).toBe("first\nsecond\n");
    expect(printed).toEqual([]);
  });

  it("prints failures to the console as well as the file", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "log-sink-"));
    const file = path.join(dir, "portal.log");
    const errors: string[] = [];
    logSink(
      { LOG_FILE: file },
      () => {},
      (line) => errors.push(line),
    ).error("GET /x 502");
    await settle();
    expect(errors).toEqual(["GET /x 502"]);
    expect(await readFile(file, "utf8")).toBe("GET /x 502\n");
  });

  it("also prints with LOG_LEVEL=info", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "log-sink-"));
    const printed: string[] = [];
    logSink({ LOG_FILE: path.join(dir, "portal.log"), LOG_LEVEL: "info" }, (line) => printed.push(line)).info("GET /default/home 200");
    await settle();
    expect(printed).toEqual(["GET /default/home 200"]);
  });
});
