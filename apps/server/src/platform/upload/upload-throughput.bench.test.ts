// Upload throughput on loopback against the embedded store: parallel parts (4 in flight) against
// one raw PUT, and with 50 ms injected latency against sequential parts. Prints ratios; asserts
// nothing and is skipped in `pnpm test`. Run on demand from apps/server:
//   BENCH_UPLOAD=1 BENCH_UPLOAD_MIB=1024 pnpm exec vitest run src/platform/upload/upload-throughput
// (a test file only because the server's lint admits @cidp/upload in tests alone).
// The store runs in a process of its own, as it does beside a browser; each figure is the median of
// BENCH_UPLOAD_ROUNDS (default 3) runs, the raw PUT and the engine taking turns so both meet the
// same load; the best run is printed beside it, since other work on the machine makes single runs noisy.
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMemoryCheckpointStore, customProfile, type UploadStrategy } from "@cidp/upload";
import { createCredentialSource, hashBlob, planParts, S3Transport, transferFile } from "@cidp/upload/internal";
import { AwsClient } from "aws4fetch";
import { it } from "vitest";

const MIB = 1024 * 1024;

async function startStoreProcess(dataDir: string, secret: string): Promise<{ child: ChildProcess; url: string; setLatency(ms: number): Promise<void> }> {
  const child = fork(path.join(import.meta.dirname, "../object-store/object-store.process.ts"), {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      OBJECT_STORE_DIR: dataDir,
      OBJECT_STORE_ACCESS_KEY: "bench-root",
      OBJECT_STORE_SECRET_KEY: secret,
      OBJECT_STORE_MIN_PART_SIZE: String(MIB),
    },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("message", (m: { url: string }) => resolve(m.url));
    child.once("exit", (code) => reject(new Error(`store process exited with ${code}`)));
  });
  return {
    child,
    url,
    setLatency: (ms) =>
      new Promise((resolve) => {
        child.once("message", () => resolve());
        child.send({ latencyMs: ms });
      }),
  };
}

it.skipIf(!process.env.BENCH_UPLOAD)(
  "prints upload throughput ratios",
  async () => {
    const size = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * MIB;
    const rounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
    const dataDir = await mkdtemp(path.join(tmpdir(), "upload-bench-"));
    const secret = randomBytes(24).toString("base64url");
    const store = await startStoreProcess(dataDir, secret);
    const region = "cn-north-1";
    const credentials = { accessKeyId: "bench-root", secretAccessKey: secret, sessionToken: "", expiresAt: null };
    const data = randomBytes(size);
    const file = new File([data], "bench.bin");
    const profile = customProfile(MIB);
    let n = 0;

    async function viaEngine(source: File, strategy: UploadStrategy): Promise<number> {
      const transport = new S3Transport(
        { endpoint: store.url, region, bucket: "cidp", key: `bench/${strategy}-${n++}` },
        createCredentialSource(credentials, async () => credentials),
      );
      // As the uploader does, the parts' MD5s (for Content-MD5) come from the hashing pass before
      // the upload, which is not part of the transfer being timed (the raw PUT hashes nothing either).
      const { md5, partMd5s } = await hashBlob(source, { partSize: planParts(source.size, strategy, profile).partSize });
      const started = performance.now();
      await transferFile({
        file: source,
        md5,
        partMd5s,
        strategy,
        transport,
        profile,
        checkpoints: createMemoryCheckpointStore(),
        onProgress: () => undefined,
      });
      return performance.now() - started;
    }

    async function rawPut(): Promise<number> {
      const client = new AwsClient({ ...credentials, service: "s3", region });
      const started = performance.now();
      const response = await client.fetch(`${store.url}/cidp/bench/raw-${n++}`, { method: "PUT", body: data });
      if (!response.ok) throw new Error(`raw PUT answered ${response.status}`);
      return performance.now() - started;
    }

    /** Runs each measurement `rounds` times, alternating, so a burst of load hits both alike. */
    async function alternate(a: () => Promise<number>, b: () => Promise<number>): Promise<[number[], number[]]> {
      const times: [number[], number[]] = [[], []];
      for (let i = 0; i < rounds; i++) {
        times[0].push(await a());
        times[1].push(await b());
      }
      return times;
    }
    const median = (times: number[]) => {
      const sorted = [...times].sort((x, y) => x - y);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
    };

    const rate = (bytes: number, ms: number) => `${(bytes / MIB / (ms / 1000)).toFixed(0)} MiB/s`;
    const plan = planParts(size, "parallel", profile);
    console.log(
      `file ${size / MIB} MiB, parallel parts of ${plan.partSize / MIB} MiB (${plan.partCount} parts, ${plan.concurrency} in flight), median of ${rounds} (best in brackets)`,
    );
    const [raws, parallels] = await alternate(rawPut, () => viaEngine(file, "parallel"));
    const raw = median(raws);
    const parallel = median(parallels);
    console.log(
      `raw PUT ${rate(size, raw)} (${rate(size, Math.min(...raws))}); parallel parts ${rate(size, parallel)} (${rate(size, Math.min(...parallels))}); ` +
        `ratio ${(raw / parallel).toFixed(2)}x (${(Math.min(...raws) / Math.min(...parallels)).toFixed(2)}x) (goal >= 0.9x)`,
    );

    await store.setLatency(50);
    const latencySize = Math.min(size, 128 * MIB);
    const smaller = new File([data.subarray(0, latencySize)], "bench.bin");
    const latencyPlan = planParts(latencySize, "parallel", profile);
    const [sequentials, parallelLatencies] = await alternate(
      () => viaEngine(smaller, "multipart"),
      () => viaEngine(smaller, "parallel"),
    );
    const sequential = median(sequentials);
    const parallelLatency = median(parallelLatencies);
    console.log(
      `50 ms latency, ${latencySize / MIB} MiB in ${latencyPlan.partCount} parts: sequential ${(sequential / 1000).toFixed(1)} s; parallel ${(parallelLatency / 1000).toFixed(1)} s; ratio ${(sequential / parallelLatency).toFixed(2)}x (goal >= 2.5x)`,
    );
    store.child.disconnect();
    await new Promise((resolve) => store.child.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  },
  3_600_000,
);
