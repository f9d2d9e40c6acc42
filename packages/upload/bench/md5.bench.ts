// MD5 throughput of the engine's hasher (hash-wasm, incremental, 4 MiB chunks) against spark-md5,
// and the extra memory of hashing a 4 GB file. Run: pnpm bench (from packages/upload).
import { createHash } from "node:crypto";
import SparkMD5 from "spark-md5";
import { hashBlob } from "../src/md5-hasher.ts";

const MIB = 1024 * 1024;
const size = Number(process.env.BENCH_MD5_MIB ?? 256) * MIB;
const data = new Uint8Array(size);
for (let i = 0; i < size; i += 4096) data[i] = (i * 2654435761) & 0xff;
const blob = new Blob([data]);
const expected = createHash("md5").update(data).digest("hex");

async function timed(label: string, run: () => Promise<string> | string): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    const digest = await run();
    best = Math.min(best, performance.now() - started);
    if (digest !== expected) throw new Error(`${label} digest differs`);
  }
  const mbps = size / MIB / (best / 1000);
  console.log(`${label.padEnd(22)} ${mbps.toFixed(0).padStart(6)} MiB/s`);
  return mbps;
}

const wasm = await timed("hash-wasm (engine)", () => hashBlob(blob, {}));
const spark = await timed("spark-md5 (baseline)", async () => {
  const md5 = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < size; offset += 4 * MIB) md5.append(await blob.slice(offset, offset + 4 * MIB).arrayBuffer());
  return md5.end();
});
console.log(`ratio hash-wasm / spark-md5: ${(wasm / spark).toFixed(2)}x (goal >= 2x)`);

// A 4 GB file that produces its chunks lazily, so only the hasher's own memory shows.
const fourGb = 4 * 1024 * MIB - 1;
const lazy = {
  size: fourGb,
  slice: (start: number, end: number) => ({ arrayBuffer: async () => new ArrayBuffer(Math.min(end, fourGb) - start) }),
} as unknown as Blob;
globalThis.gc?.();
const before = process.memoryUsage();
let peak = 0;
const started = performance.now();
// Sampled per chunk: the hashing loop only yields to microtasks, so timers would never fire.
await hashBlob(lazy, { onProgress: () => (peak = Math.max(peak, process.memoryUsage().rss - before.rss)) });
console.log(`4 GB hash: ${((performance.now() - started) / 1000).toFixed(1)} s, peak extra RSS ${(peak / MIB).toFixed(1)} MiB (budget 64 MiB)`);
