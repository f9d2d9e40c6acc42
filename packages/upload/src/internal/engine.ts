// The engine's building blocks, for this workspace's own tests and benchmarks (apps/server's
// engine, s3rver and throughput suites). Not part of the published package: `./internal` is
// absent from the packed manifest's `exports`, and nothing here is covered by its version.
export { createCredentialSource } from "../credential-source.ts";
export { transferFile } from "../direct-upload.ts";
export { hashBlob } from "../md5-hasher.ts";
export { S3Transport } from "../s3-transport.ts";
export { planParts } from "../storage-profile.ts";
