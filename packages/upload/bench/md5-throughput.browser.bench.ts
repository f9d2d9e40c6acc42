// MD5 throughput in Chromium: the engine's hasher (a Web Worker running hash-wasm incrementally
// over 4 MiB reads of the file, the path every upload takes) against spark-md5's incremental
// ArrayBuffer API on the page, over the same 256 MiB Blob. Prints MB/s and the ratio (goal ≥ 2×).
import SparkMD5 from "spark-md5";
import { expect, it } from "vitest";
import { HASH_CHUNK_SIZE } from "../src/md5-hasher.ts";
import { createWorkerHasher } from "../src/worker-hasher.ts";
import { benchBlob, MIB } from "./bench-blob.ts";

const SIZE_MIB = Number(import.meta.env.VITE_BENCH_MD5_MIB ?? 256);
const ROUNDS = 3;

async function sparkMd5(blob: Blob): Promise<string> {
  const md5 = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < blob.size; offset += HASH_CHUNK_SIZE) md5.append(await blob.slice(offset, offset + HASH_CHUNK_SIZE).arrayBuffer());
  return md5.end();
}

async function best(run: () => Promise<string>): Promise<{ ms: number; digest: string }> {
  let ms = Number.POSITIVE_INFINITY;
  let digest = "";
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    digest = await run();
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, digest };
}

it("prints MD5 throughput of the worker hasher against spark-md5 in Chromium", async () => {
  const blob = benchBlob(SIZE_MIB * MIB);
  const hasher = createWorkerHasher();
  // One warm-up run: the worker's module and the wasm are fetched and compiled once per page.
  await hasher(blob.slice(0, MIB), {});
  const engine = await best(async () => (await hasher(blob, {})).md5);
  const spark = await best(() => sparkMd5(blob));
  expect(engine.digest).toBe(spark.digest);
  const rate = (ms: number) => (blob.size / 1e6 / (ms / 1000)).toFixed(0);
  console.log(
    `MD5 of ${SIZE_MIB} MiB in Chromium, best of ${ROUNDS}: worker hasher (hash-wasm) ${rate(engine.ms)} MB/s; spark-md5 ${rate(spark.ms)} MB/s; ratio ${(spark.ms / engine.ms).toFixed(2)}x (goal >= 2x)`,
  );
});
