import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { seed } from "../composition/seed.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { members } from "../platform/member/schema.ts";
import { createSessionService } from "../platform/member/session.service.ts";
import type { ObjectStoreConfig } from "../platform/object-store/object-store.config.ts";
import { createObjectStore, type ObjectStore, type ObjectStoreOptions } from "../platform/object-store/object-store.server.ts";
import { uploadRoutes } from "../platform/upload/routes.ts";
import { registerAuth } from "../plugins/auth.ts";
import { registerEnvelopeStatus } from "../plugins/envelope-status.ts";
import { registerErrorHandler } from "../plugins/error-handler.ts";

/** A demo member's session in the harness. */
export interface HarnessMember {
  memberId: number;
  token: string;
  businessId: number | null;
  /** The headers an upload or attachment call of this member carries. */
  headers: Record<string, string>;
}

/** The upload service and an embedded store, both listening on free local ports, for tests and benchmarks. */
export interface UploadHarness {
  baseURL: string;
  store: ObjectStore;
  storage: ObjectStoreConfig;
  /** A session token of the first demo member, acting for their first business. */
  token: string;
  businessId: number | null;
  /** The first demo member (13800000001, the owner of `token`). */
  first: HarnessMember;
  /** The second demo member (13800000002), in a business of their own. */
  second: HarnessMember;
  db: Database;
  app: ReturnType<typeof Fastify>;
  close(): Promise<void>;
}

/** Starts the harness; `storeOptions` tune the store (minimum part size, faults). */
export async function startUploadHarness(
  storeOptions: Partial<Pick<ObjectStoreOptions, "minPartSize" | "faults">> & { credentialTtlSeconds?: number } = {},
): Promise<UploadHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "upload-harness-"));
  const database = await openDatabase({ memory: true });
  await seed(database.db);
  const storage: ObjectStoreConfig = {
    embedded: true,
    port: 0,
    host: "127.0.0.1",
    endpoint: "",
    publicEndpoint: "",
    region: "cn-north-1",
    bucket: "cidp",
    accessKeyId: "harness-root",
    secretAccessKey: randomBytes(24).toString("base64url"),
    dataDir,
    minPartSize: storeOptions.minPartSize ?? 5 * 1024 * 1024,
    corsOrigins: ["*"],
    credentialTtlSeconds: storeOptions.credentialTtlSeconds ?? 900,
  };
  const store = await createObjectStore({ ...storage, buckets: [storage.bucket], ...storeOptions });
  storage.endpoint = await store.listen(0);
  storage.publicEndpoint = storage.endpoint;

  const app = Fastify({ logger: false });
  // As in the app: business failures answer HTTP 200 with the status as the body code (spec §8).
  registerErrorHandler(app);
  registerEnvelopeStatus(app);
  const sessions = createSessionService(database.db, randomBytes(32));
  registerAuth(app, sessions);
  await app.register(uploadRoutes, { db: database.db, storage });
  await app.listen({ port: 0, host: "127.0.0.1" });
  async function logIn(phone: string): Promise<HarnessMember> {
    const [member] = await database.db.select().from(members).where(eq(members.phone, phone));
    if (!member) throw new Error(`demo member ${phone} missing from the seed`);
    const session = await sessions.createSession(member.id);
    return {
      memberId: member.id,
      token: session.token,
      businessId: session.businessId,
      headers: { authorization: `Bearer ${session.token}`, ...(session.businessId === null ? {} : { "x-company-id": String(session.businessId) }) },
    };
  }
  const first = await logIn("13800000001");
  const second = await logIn("13800000002");
  return {
    baseURL: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    store,
    storage,
    token: first.token,
    businessId: first.businessId,
    first,
    second,
    db: database.db,
    app,
    async close() {
      await app.close();
      await store.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
