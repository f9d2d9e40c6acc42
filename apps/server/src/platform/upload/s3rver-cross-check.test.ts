import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMemoryCheckpointStore, StorageProfiles, type UploadStrategy } from "@cidp/upload";
import { createCredentialSource, S3Transport, transferFile } from "@cidp/upload/internal";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// s3rver is an independent S3 implementation: the same transport paths must work against it.
const MIB = 1024 * 1024;
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let server: S3rver;
let endpoint: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "cidp" }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function roundTrip(size: number, strategy: UploadStrategy) {
  const data = randomBytes(size);
  const md5 = createHash("md5").update(data).digest("hex");
  const key = `cross/${strategy}-${size}.bin`;
  const credentials = { ...KEYS, sessionToken: "", expiresAt: null };
  const transport = new S3Transport(
    { endpoint, region: "us-east-1", bucket: "cidp", key },
    createCredentialSource(credentials, async () => credentials),
  );
  const etag = await transferFile({
    file: new File([data], "x.bin"),
    md5,
    strategy,
    transport,
    profile: StorageProfiles.s3,
    checkpoints: createMemoryCheckpointStore(),
    onProgress: () => undefined,
  });
  const root = new AwsClient({ ...KEYS, service: "s3", region: "us-east-1" });
  const back = Buffer.from(await (await root.fetch(`${endpoint}/cidp/${key}`)).arrayBuffer());
  return { etag, md5, backMd5: createHash("md5").update(back).digest("hex") };
}

describe("cross-check against s3rver", () => {
  it("puts a small object with Content-MD5 and checks its ETag", async () => {
    const result = await roundTrip(300_000, "single");
    expect(result.etag).toBe(result.md5);
    expect(result.backMd5).toBe(result.md5);
  });

  it("sends a multipart upload byte-exact (s3rver answers its own multipart ETag, not S3's -N form)", async () => {
    const result = await roundTrip(12 * MIB, "multipart");
    expect(result.etag).toMatch(/^[0-9a-f]{32}(-3)?$/);
    expect(result.backMd5).toBe(result.md5);
  });

  it("sends parallel parts", async () => {
    const result = await roundTrip(21 * MIB, "parallel");
    expect(result.etag).toMatch(/^[0-9a-f]{32}(-5)?$/);
    expect(result.backMd5).toBe(result.md5);
  });
});
