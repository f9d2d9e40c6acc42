import { PersistedStateKey } from "../constants/storage.constants.ts";
import { type KeyValueStorage, readFilteredStorage, type StorageFilterHooks } from "./storage-filter.ts";

/**
 * Reads one cached state slice through the filter (spec §4): null when absent, unsafe, not JSON
 * or not an object, so a damaged cache just means a fresh start.
 */
export function restorePersistedState(storage: KeyValueStorage, key: PersistedStateKey, hooks: StorageFilterHooks): Record<string, unknown> | null {
  const raw = readFilteredStorage(storage, key, hooks);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch (error) {
    hooks.onError?.(error);
    return null;
  }
}

/** The writes that save the slices on unload: one JSON string per known key given. */
export function persistedStateEntries(slices: Partial<Record<PersistedStateKey, unknown>>): [PersistedStateKey, string][] {
  return Object.values(PersistedStateKey)
    .filter((key) => slices[key] !== undefined)
    .map((key) => [key, JSON.stringify(slices[key])]);
}
