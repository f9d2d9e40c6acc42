// Extra memory of a 4 GB file: the engine's MD5 (4 MiB reads) and then its parallel multipart
// upload (8 MiB parts, 4 in flight) against the local S3 endpoint. The file is a sparse file opened
// as a Blob (fs.openAsBlob), read lazily from disk, so the test data itself is never in memory.
// Prints the peak extra RSS, heap and buffers over the start, and judges the peak extra RSS
// against the 64 MiB budget.

import { openAsBlob } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMemoryCheckpointStore } from "../src/checkpoint.store.ts";
import { createCredentialSource } from "../src/credential-source.ts";
import { transferFile } from "../src/direct-upload.ts";
import { hashBlob } from "../src/md5-hasher.ts";
import { S3Transport } from "../src/s3-transport.ts";
import { planParts, StorageProfiles } from "../src/storage-profile.ts";
import { type LocalS3Endpoint, startLocalS3Endpoint } from "./local-s3-endpoint.ts";

const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_MEMORY_MIB ?? 4 * 1024) * MIB - 1;
const BUDGET_MIB = 64;

let dir: string;
let endpoint: LocalS3Endpoint;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "upload-memory-"));
  endpoint = await startLocalS3Endpoint();
});
afterAll(async () => {
  await endpoint.close();
  await rm(dir, { recursive: true, force: true });
});

it("prints the peak extra memory of hashing and uploading a 4 GB file", async () => {
  const filePath = path.join(dir, "big.bin");
  const handle = await open(filePath, "w");
  await handle.truncate(SIZE);
  await handle.close();
  const file = await openAsBlob(filePath);

  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage();
  const peak = { rss: 0, heap: 0, external: 0 };
  // Also sampled right after a forced collection every 256 MiB: what the engine really holds, as
  // opposed to garbage the runtime has not collected yet (Node's file-backed Blob reads leave
  // ~130 MiB of it between collections, whatever the engine's chunk size).
  const held = { rss: 0, heap: 0 };
  let nextCollection = 0;
  const sample = (bytes?: number, phase?: "hash" | "upload") => {
    const collect = bytes !== undefined && bytes >= nextCollection && (globalThis as { gc?: () => void }).gc;
    if (collect) {
      collect();
      nextCollection = bytes + 256 * MIB;
    }
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - start.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed - start.heapUsed);
    peak.external = Math.max(peak.external, now.external + now.arrayBuffers - start.external - start.arrayBuffers);
    if (collect) {
      held.rss = Math.max(held.rss, now.rss - start.rss);
      held.heap = Math.max(held.heap, now.heapUsed + now.arrayBuffers - start.heapUsed - start.arrayBuffers);
    }
    if (phase === "upload" && bytes === 0) nextCollection = 256 * MIB;
  };
  const timer = setInterval(sample, 10);

  const plan = planParts(SIZE, "parallel", StorageProfiles.s3);
  let started = performance.now();
  // As the uploader does: the parts' MD5s come from the same read as the file's.
  const { md5, partMd5s } = await hashBlob(file, { partSize: plan.partSize, onProgress: (bytes) => sample(bytes, "hash") });
  const hashSeconds = (performance.now() - started) / 1000;
  const hashPeak = { ...peak };
  nextCollection = 0;

  const credentials = { accessKeyId: "bench", secretAccessKey: "bench-secret", sessionToken: "", expiresAt: null };
  const transport = new S3Transport(
    { endpoint: endpoint.url, region: "cn-north-1", bucket: "cidp", key: "bench/big.bin" },
    createCredentialSource(credentials, async () => credentials),
  );
  started = performance.now();
  await transferFile({
    file,
    md5,
    partMd5s,
    strategy: "parallel",
    transport,
    profile: StorageProfiles.s3,
    checkpoints: createMemoryCheckpointStore(),
    onProgress: (bytes) => sample(bytes, "upload"),
  });
  const uploadSeconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  sample();
  expect(endpoint.received()).toBe(SIZE);

  const mib = (bytes: number) => (bytes / MIB).toFixed(1);
  console.log(
    `${mib(SIZE)} MiB file: hash ${hashSeconds.toFixed(1)} s, upload ${uploadSeconds.toFixed(1)} s (${plan.partCount} parts of ${plan.partSize / MIB} MiB, ${plan.concurrency} in flight); ` +
      `peak extra RSS ${mib(peak.rss)} MiB (hashing ${mib(hashPeak.rss)}), heap ${mib(peak.heap)} MiB, buffers ${mib(peak.external)} MiB; ` +
      `held after collection: RSS ${mib(held.rss)} MiB, heap + buffers ${mib(held.heap)} MiB`,
  );
  // The budget judges the process's peak extra RSS (what the system gives the engine: heap, buffers
  // and the allocator's slack together); the other figures say where it went.
  const within = peak.rss <= BUDGET_MIB * MIB;
  console.log(`judged: peak extra RSS ${mib(peak.rss)} MiB against the ${BUDGET_MIB} MiB budget: ${within ? "ok" : "OVER BUDGET"}`);
});
