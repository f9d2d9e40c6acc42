import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadTokenSecret } from "./token-secret.ts";

const dir = await mkdtemp(path.join(tmpdir(), "cidp-secret-"));
afterAll(() => rm(dir, { recursive: true, force: true }));
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("loadTokenSecret", () => {
  it("uses TOKEN_SECRET when set", async () => {
    expect(text(await loadTokenSecret({ TOKEN_SECRET: "k".repeat(40) }, dir))).toBe("k".repeat(40));
  });

  it("refuses a short TOKEN_SECRET", async () => {
    await expect(loadTokenSecret({ TOKEN_SECRET: "short" }, dir)).rejects.toThrow(/at least 32/);
  });

  it("refuses to start in production without TOKEN_SECRET", async () => {
    await expect(loadTokenSecret({ NODE_ENV: "production" }, dir)).rejects.toThrow(/TOKEN_SECRET is required/);
  });

  it("generates a secret once, keeps it in the data folder and reuses it", async () => {
    const first = text(await loadTokenSecret({}, dir));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(path.join(dir, "token-secret"), "utf8")).toBe(first);
    expect(text(await loadTokenSecret({}, dir))).toBe(first);
  });
});
