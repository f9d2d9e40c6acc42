// Upload throughput on loopback against the embedded store: parallel parts (4 in flight) against
// one raw PUT, and with 50 ms injected latency against sequential parts. Prints ratios; asserts
// nothing and is skipped in `pnpm test`. Run on demand from apps/server:
//   BENCH_UPLOAD=1 BENCH_UPLOAD_MIB=1024 pnpm exec vitest run src/modules/upload/upload-throughput
// (a test file only because the server's lint admits @cidp/upload in tests alone).
import { randomBytes } from "node:crypto";
import { createCredentialSource, createMemoryCheckpointStore, customProfile, S3Transport, transferFile, type UploadStrategy } from "@cidp/upload";
import { AwsClient } from "aws4fetch";
import { it } from "vitest";
import { startUploadHarness } from "./upload-harness.ts";

it.skipIf(!process.env.BENCH_UPLOAD)(
  "prints upload throughput ratios",
  async () => {
    const MIB = 1024 * 1024;
    const size = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * MIB;
    const h = await startUploadHarness({ minPartSize: MIB });
    const data = randomBytes(size);
    const file = new File([data], "bench.bin");
    const credentials = { accessKeyId: h.storage.accessKeyId, secretAccessKey: h.storage.secretAccessKey, sessionToken: "", expiresAt: null };
    let n = 0;

    async function viaEngine(strategy: UploadStrategy): Promise<number> {
      const transport = new S3Transport(
        { endpoint: h.storage.endpoint, region: h.storage.region, bucket: "cidp", key: `bench/${strategy}-${n++}` },
        createCredentialSource(credentials, async () => credentials),
      );
      const started = performance.now();
      // The MD5 of the whole file is only used by the single PUT; parts hash themselves.
      await transferFile({
        file,
        md5: "0".repeat(32),
        strategy,
        transport,
        profile: customProfile(MIB),
        checkpoints: createMemoryCheckpointStore(),
        onProgress: () => undefined,
      });
      return performance.now() - started;
    }

    async function rawPut(): Promise<number> {
      const client = new AwsClient({ ...credentials, service: "s3", region: h.storage.region });
      const started = performance.now();
      const response = await client.fetch(`${h.storage.endpoint}/cidp/bench/raw-${n++}`, { method: "PUT", body: data });
      if (!response.ok) throw new Error(`raw PUT answered ${response.status}`);
      return performance.now() - started;
    }

    const rate = (ms: number) => `${(size / MIB / (ms / 1000)).toFixed(0)} MiB/s`;
    console.log(`file ${size / MIB} MiB, 1 MiB parts`);
    const raw = await rawPut();
    const parallel = await viaEngine("parallel");
    console.log(`raw PUT ${rate(raw)}; parallel parts ${rate(parallel)}; ratio ${(raw / parallel).toFixed(2)}x (goal >= 0.9x)`);

    h.store.faults.latencyMs = 50;
    const latencySize = Math.min(size, 128 * MIB);
    const smaller = new File([data.subarray(0, latencySize)], "bench.bin");
    async function withLatency(strategy: UploadStrategy) {
      const transport = new S3Transport(
        { endpoint: h.storage.endpoint, region: h.storage.region, bucket: "cidp", key: `bench/lat-${n++}` },
        createCredentialSource(credentials, async () => credentials),
      );
      const started = performance.now();
      await transferFile({
        file: smaller,
        md5: "0".repeat(32),
        strategy,
        transport,
        profile: customProfile(MIB),
        checkpoints: createMemoryCheckpointStore(),
        onProgress: () => undefined,
      });
      return performance.now() - started;
    }
    const sequential = await withLatency("multipart");
    const parallelLatency = await withLatency("parallel");
    console.log(
      `50 ms latency, ${latencySize / MIB} MiB: sequential ${(sequential / 1000).toFixed(1)} s; parallel ${(parallelLatency / 1000).toFixed(1)} s; ratio ${(sequential / parallelLatency).toFixed(2)}x (goal >= 2.5x)`,
    );
    await h.close();
  },
  3_600_000,
);
