// Starts the local S3 endpoint for the browser benchmarks and hands its URL to them.
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startLocalS3Endpoint } from "./local-s3-endpoint.ts";

declare module "vitest" {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

/** Vitest global setup: the endpoint lives for the whole run. */
export default async function setup(project: TestProject) {
  const endpoint = await startLocalS3Endpoint();
  project.provide("s3Endpoint", endpoint.url);
  return async () => {
    await endpoint.close();
    // The sparse files the memory benchmark chose (bench-commands.ts names them by this process).
    const prefix = `cidp-bench-${process.pid}-`;
    for (const name of await readdir(tmpdir())) if (name.startsWith(prefix)) await rm(path.join(tmpdir(), name), { force: true });
  };
}
