import type { ObjectBytes } from "./object-bytes.ts";

/** Objects kept in memory: for test apps that run without an object store listening. */
export function createMemoryObjectBytes(): ObjectBytes {
  const objects = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      objects.set(key, bytes);
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
  };
}
