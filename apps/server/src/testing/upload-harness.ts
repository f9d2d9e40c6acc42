import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { seed } from "../composition/seed.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { members } from "../platform/member/schema.ts";
import { createSessionService } from "../platform/member/session.service.ts";
import type { ObjectStoreConfig } from "../platform/object-store/object-store.config.ts";
import type { ObjectStore } from "../platform/object-store/object-store.server.ts";
import { uploadRoutes } from "../platform/upload/routes.ts";
import { registerAuth } from "../plugins/auth.ts";
import { registerEnvelopeStatus } from "../plugins/envelope-status.ts";
import { registerErrorHandler } from "../plugins/error-handler.ts";
import { startTestObjectStore, type TestObjectStoreOptions } from "./test-object-store.ts";

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
  storeOptions: Omit<TestObjectStoreOptions, "embedded"> = {},
  routes: { quotaMb?: number } = {},
): Promise<UploadHarness> {
  const database = await openDatabase({ memory: true });
  await seed(database.db);
  const objectStore = await startTestObjectStore("harness", { ...storeOptions, embedded: true });
  const { storage, store } = objectStore;
  // Browsers reach the store at its own address here, not through the API's mount.
  storage.publicEndpoint = storage.endpoint;

  const app = Fastify({ logger: false });
  // As in the app: business failures answer HTTP 200 with the status as the body code (spec §8).
  registerErrorHandler(app);
  registerEnvelopeStatus(app);
  const sessions = createSessionService(database.db, randomBytes(32));
  registerAuth(app, sessions);
  await app.register(uploadRoutes, { db: database.db, storage, ...routes });
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
      await objectStore.close();
      await database.close();
    },
  };
}
