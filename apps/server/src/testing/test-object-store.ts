import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ObjectStoreConfig } from "../platform/object-store/object-store.config.ts";
import { createObjectStore, type ObjectStore, type ObjectStoreOptions } from "../platform/object-store/object-store.server.ts";

/** An object store a suite runs against, and how it stops (the store and its temporary folder). */
export interface TestObjectStore {
  /** The configuration the modules under test are given (the store answering at `endpoint`). */
  storage: ObjectStoreConfig;
  /** The running store (its fault plan and the requests it answered). */
  store: ObjectStore;
  close(): Promise<void>;
}

/** What a suite may set of the store: its part size, faults and token lifetime, and whether the configuration says embedded. */
export type TestObjectStoreOptions = Partial<Pick<ObjectStoreOptions, "minPartSize" | "faults">> & {
  credentialTtlSeconds?: number;
  embedded?: boolean;
};

/**
 * Starts the embedded object store in a temporary folder on a free local port, with a root key of
 * its own (named after the suite, so a log tells suites apart) and the bucket `cidp`.
 */
export async function startTestObjectStore(suite: string, options: TestObjectStoreOptions = {}): Promise<TestObjectStore> {
  const { embedded = false, credentialTtlSeconds = 900, ...storeOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), `${suite}-`));
  const storage: ObjectStoreConfig = {
    embedded,
    port: 0,
    host: "127.0.0.1",
    endpoint: "",
    publicEndpoint: "",
    region: "cn-north-1",
    bucket: "cidp",
    accessKeyId: `${suite}-root`,
    secretAccessKey: randomBytes(24).toString("base64url"),
    dataDir,
    minPartSize: storeOptions.minPartSize ?? 5 * 1024 * 1024,
    corsOrigins: ["*"],
    credentialTtlSeconds,
  };
  const store = await createObjectStore({ ...storage, buckets: [storage.bucket], ...storeOptions });
  storage.endpoint = await store.listen(0);
  return {
    storage,
    store,
    async close() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
