// What the browser tests' global setup (test-support/browser-global-setup.ts) provides.
import "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    memoryS3Endpoint: string;
  }
}
