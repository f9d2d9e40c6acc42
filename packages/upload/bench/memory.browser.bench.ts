// Extra memory of a 4 GB file in Chromium: a real File read from disk (a sparse file chosen in a
// file input, so the test data is never in memory), hashed by the worker and sent as a parallel
// multipart upload (8 MiB parts, 4 in flight) to the local S3 endpoint. The resident memory of all
// Chromium processes is sampled twice a second; prints the peak over the start against 64 MiB.
import { expect, inject, it } from "vitest";
import { commands } from "vitest/browser";
import { createUploader } from "../src/create-uploader.ts";
import { StorageProfiles } from "../src/storage-profile.ts";
import { MIB } from "./bench-blob.ts";
import { benchUploadApi } from "./bench-upload-api.ts";

const SIZE = Number(import.meta.env.VITE_BENCH_MEMORY_MIB ?? 4096) * MIB - 1;
const BUDGET_MIB = 64;

it("prints the peak extra memory of Chromium while hashing and uploading a 4 GB file", async () => {
  const endpoint = inject("s3Endpoint");
  const input = document.createElement("input");
  input.type = "file";
  input.id = "bench-file";
  document.body.append(input);
  await commands.chooseSparseFile("#bench-file", SIZE, "4g.mp4");
  const file = input.files?.[0];
  expect(file?.size).toBe(SIZE);

  const api = benchUploadApi(endpoint);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let hashedAt = 0;
  const startByType = await commands.chromiumRssByType();
  const sum = (byType: Record<string, number>) => Object.values(byType).reduce((total, bytes) => total + bytes, 0);
  const start = sum(startByType);
  let peak = 0;
  // The peak while the file was still being hashed, to tell the hashing worker from the upload.
  let hashPeak = 0;
  // Growth per process type at the peak: the renderer holds the page and the hashing worker.
  let peakByType: Record<string, number> = {};
  let running = true;
  const sampling = (async () => {
    while (running) {
      const byType = await commands.chromiumRssByType();
      if (!hashedAt) hashPeak = Math.max(hashPeak, sum(byType) - start);
      if (sum(byType) - start > peak) {
        peak = sum(byType) - start;
        peakByType = Object.fromEntries(Object.entries(byType).map(([type, bytes]) => [type, bytes - (startByType[type] ?? 0)]));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const started = performance.now();
  const retries: string[] = [];
  let last = "";
  let lastChange = performance.now();
  await new Promise<void>((resolve, reject) => {
    // A stall must end the run with what the item was doing, not hang it.
    const watchdog = setInterval(() => {
      if (performance.now() - lastChange > 60_000) {
        clearInterval(watchdog);
        reject(new Error(`no progress for 60 s at ${last}; ${retries.length} retries, last: ${retries.at(-1) ?? "none"}`));
      }
    }, 5_000);
    const uploader = createUploader({
      api,
      storage: { endpoint, region: "cn-north-1", profile: StorageProfiles.s3 },
      rules: { maxSizeMb: 4096 },
      transport: { onRetry: ({ attempt, delayMs, error }) => retries.push(`#${attempt} after ${delayMs} ms: ${String(error)}`) },
      onSuccess: () => {
        clearInterval(watchdog);
        resolve();
      },
      onMessage: (message) => reject(new Error(message.text)),
    });
    uploader.subscribe(() => {
      const snapshot = uploader.getSnapshot();
      const now = `${snapshot.items[0]?.phase} ${snapshot.items[0]?.progress}%`;
      if (now !== last) {
        last = now;
        lastChange = performance.now();
      }
      if (!hashedAt && snapshot.items[0]?.phase === "uploading") hashedAt = performance.now();
      // A large file's failure is silent (spec): watch the failure list instead of messages.
      const failed = snapshot.failures[0];
      if (failed) reject(new Error(`upload failed: ${failed.failure.code}`));
    });
    const { rejected } = uploader.add([file as File]);
    if (rejected.length > 0) reject(new Error(rejected[0]?.message));
  });
  running = false;
  await sampling;
  const finished = performance.now();

  // Control: the idle page over the same time, measured the same way.
  const idleStart = await commands.chromiumRss();
  let idlePeak = 0;
  while (performance.now() - finished < finished - started) {
    idlePeak = Math.max(idlePeak, (await commands.chromiumRss()) - idleStart);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = (at: number, from: number) => ((at - from) / 1000).toFixed(1);
  const mib = (bytes: number) => (bytes / MIB).toFixed(1);
  console.log(
    `Chromium, ${(SIZE / MIB).toFixed(0)} MiB file from disk: hash ${seconds(hashedAt, started)} s, upload ${seconds(finished, hashedAt)} s; ` +
      `peak extra RSS of the browser's processes ${mib(peak)} MiB over ${(start / MIB).toFixed(0)} MiB (hashing ${mib(hashPeak)}) (budget ${BUDGET_MIB} MiB); ` +
      `at the peak by process: ${Object.entries(peakByType)
        .map(([type, bytes]) => `${type} ${mib(bytes)}`)
        .join(", ")} MiB; ` +
      `control, the idle page over the same ${seconds(finished, started)} s: ${mib(idlePeak)} MiB over ${(idleStart / MIB).toFixed(0)} MiB`,
  );
});
