// Vitest global setup of the browser tests: the in-memory S3 endpoint lives for the whole run.
import type { TestProject } from "vitest/node";
import { startMemoryS3Endpoint } from "./memory-s3-endpoint.ts";

declare module "vitest" {
  export interface ProvidedContext {
    memoryS3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const endpoint = await startMemoryS3Endpoint();
  project.provide("memoryS3Endpoint", endpoint.url);
  return () => endpoint.close();
}
