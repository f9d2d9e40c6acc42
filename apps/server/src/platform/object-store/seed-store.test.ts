import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readObjectStoreConfig } from "./object-store.config.ts";
import * as server from "./object-store.server.ts";
import { writeToSeedStore } from "./seed-store.ts";

vi.mock("./object-store.server.ts", { spy: true });

const folders: string[] = [];
afterEach(async () => {
  vi.mocked(server.createObjectStore).mockClear();
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function embeddedConfig() {
  const folder = await mkdtemp(path.join(tmpdir(), "seed-store-"));
  folders.push(folder);
  return readObjectStoreConfig({ OBJECT_STORE_DIR: folder, OBJECT_STORE_SECRET_KEY: "seed-store-test-secret-0123456789" }, folder);
}

describe("writing a seed to the embedded store", () => {
  it("stores what is missing through a short-lived store, and a second run finds it on disk without starting one", async () => {
    const config = await embeddedConfig();
    const first = await writeToSeedStore(config, async (store) => {
      const missing = await store.missing(["media/a.png", "media/b.png"]);
      for (const key of missing) await store.put(key, new TextEncoder().encode(key), "image/png");
      return missing;
    });
    expect(first).toEqual(["media/a.png", "media/b.png"]);
    expect(server.createObjectStore).toHaveBeenCalledTimes(1);

    const second = await writeToSeedStore(config, (store) => store.missing(["media/a.png", "media/c.png", "media/b.png"]));
    expect(second).toEqual(["media/c.png"]);
    expect(server.createObjectStore).toHaveBeenCalledTimes(1);
  });

  it("on a folder that holds no bucket yet, every key is missing", async () => {
    const config = await embeddedConfig();
    expect(await writeToSeedStore(config, (store) => store.missing(["x", "y"]))).toEqual(["x", "y"]);
    expect(server.createObjectStore).not.toHaveBeenCalled();
  });
});
