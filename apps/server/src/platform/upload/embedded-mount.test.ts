import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { uploadPaths } from "@cidp/api-client/contract";
import { AwsClient } from "aws4fetch";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../../db/database.ts";
import { registerAuth } from "../../plugins/auth.ts";
import { createSessionService } from "../member/session.service.ts";
import { readObjectStoreConfig } from "../object-store/object-store.config.ts";
import { uploadRoutes } from "./routes.ts";

let base: string;
let dir: string;
let close: () => Promise<void>;
const keys = { accessKeyId: "cidp-local", secretAccessKey: "mount-test-secret-0123456789" };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mount-"));
  const database = await openDatabase({ memory: true });
  const app = Fastify();
  registerAuth(app, createSessionService(database.db, randomBytes(32)));
  const storage = readObjectStoreConfig({ OBJECT_STORE_DIR: dir, OBJECT_STORE_SECRET_KEY: keys.secretAccessKey, OBJECT_STORE_MIN_PART_SIZE: "1" }, dir);
  await app.register(uploadRoutes, { db: database.db, storage });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

it("serves the embedded store on the API's origin under /api/cidp-oss, signatures covering the full path", async () => {
  const client = new AwsClient({ ...keys, service: "s3", region: "cn-north-1", retries: 0 });
  const body = randomBytes(100_000);
  const put = await client.fetch(`${base}${uploadPaths.objectStore}/cidp/m/a.bin`, { method: "PUT", body });
  expect(put.status).toBe(200);
  const get = await client.fetch(`${base}${uploadPaths.objectStore}/cidp/m/a.bin`);
  expect(Buffer.from(await get.arrayBuffer()).equals(body)).toBe(true);
  const created = await client.fetch(`${base}${uploadPaths.objectStore}/cidp/m/b.bin?uploads`, { method: "POST" });
  expect(await created.text()).toContain("<UploadId>");
  const anonymous = await fetch(`${base}${uploadPaths.objectStore}/cidp/m/a.bin`);
  expect(anonymous.status).toBe(403);
});
