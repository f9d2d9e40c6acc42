import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readObjectStoreConfig } from "./platform/object-store/object-store.config.ts";
import { dataDirSecret } from "./runtime/data-dir-secret.ts";
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

describe("dataDirSecret (object store root key, file-link signing)", () => {
  const source = { variable: "OBJECT_STORE_SECRET_KEY", file: "object-store-secret" };

  it("generates a different secret per data folder, kept with mode 0600", async () => {
    const other = await mkdtemp(path.join(tmpdir(), "cidp-secret-"));
    try {
      const first = dataDirSecret({}, dir, source);
      const second = dataDirSecret({}, other, source);
      expect(first).not.toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect((await stat(path.join(dir, "object-store-secret"))).mode & 0o777).toBe(0o600);
      expect(dataDirSecret({}, dir, source)).toBe(first);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it("refuses production without the variable, and with the default that once shipped in the source", () => {
    expect(() => dataDirSecret({ NODE_ENV: "production" }, dir, source)).toThrow(/OBJECT_STORE_SECRET_KEY is required/);
    expect(() => dataDirSecret({ NODE_ENV: "production", OBJECT_STORE_SECRET_KEY: "cidp-local-object-store-secret-not-for-production" }, dir, source)).toThrow(
      /published default/,
    );
  });

  it("gives the embedded object store a generated root secret, never a constant", () => {
    const config = readObjectStoreConfig({}, dir);
    expect(config.secretAccessKey).toBe(dataDirSecret({}, dir, source));
    expect(config.secretAccessKey).not.toMatch(/cidp-local/);
    expect(() => readObjectStoreConfig({ NODE_ENV: "production" }, dir)).toThrow(/OBJECT_STORE_SECRET_KEY is required/);
  });
});
