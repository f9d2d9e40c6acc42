// Runs the embedded store in a process of its own, as a browser and the store are in production,
// so a benchmark's client work (hashing parts, signing) does not share the store's event loop.
// Started with `fork()` and IPC: it answers `{ url }` once listening and applies `{ latencyMs }`
// messages to its fault plan. Settings come from the environment (OBJECT_STORE_DIR,
// OBJECT_STORE_ACCESS_KEY, OBJECT_STORE_SECRET_KEY, OBJECT_STORE_MIN_PART_SIZE).
import { createObjectStore } from "./object-store.server.ts";

const send = process.send?.bind(process);
if (!send) throw new Error("object-store.process.ts must be started with fork()");

const store = await createObjectStore({
  dataDir: process.env.OBJECT_STORE_DIR ?? "",
  buckets: [process.env.OBJECT_STORE_BUCKET ?? "cidp"],
  accessKeyId: process.env.OBJECT_STORE_ACCESS_KEY ?? "",
  secretAccessKey: process.env.OBJECT_STORE_SECRET_KEY ?? "",
  minPartSize: Number(process.env.OBJECT_STORE_MIN_PART_SIZE ?? 5 * 1024 * 1024),
});
const url = await store.listen(0);
process.on("message", (message: { latencyMs?: number }) => {
  if (typeof message.latencyMs === "number") store.faults.latencyMs = message.latencyMs;
  send({ ok: true });
});
process.on("disconnect", () => {
  void store.close().then(() => process.exit(0));
});
send({ url });
