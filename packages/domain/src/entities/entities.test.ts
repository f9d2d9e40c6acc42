import { describe, expect, it, vi } from "vitest";
import { persistedStateEntries, restorePersistedState } from "../storage/persisted-state.ts";
import type { KeyValueStorage } from "../storage/storage-filter.ts";
import { isAlreadyUploaded } from "./upload-registration.ts";

it.each([
  [1, true],
  ["1", true],
  [null, false],
  [true, true],
  [0, false],
  [false, false],
])("existed %j means already uploaded: %j", (existed, already) => {
  expect(isAlreadyUploaded({ existed: existed as number | boolean })).toBe(already);
});

describe("persisted state", () => {
  const storage = (entries: Record<string, string>): KeyValueStorage => {
    const data = new Map(Object.entries(entries));
    return { getItem: (k) => data.get(k) ?? null, removeItem: (k) => void data.delete(k) };
  };

  it("round-trips a slice", () => {
    const slice = { token: "t", companyInfo: { niceName: "长春建工" } };
    const [[key, raw] = ["", ""]] = persistedStateEntries({ user: slice });
    expect(key).toBe("user");
    expect(restorePersistedState(storage({ user: raw }), "user", { report: vi.fn() })).toEqual(slice);
  });

  it("writes only the slices given, in a fixed order", () => {
    expect(persistedStateEntries({ userStore: [], user: {} }).map(([k]) => k)).toEqual(["user", "userStore"]);
  });

  it.each([
    ["absent", {}, 0],
    ["not JSON", { user: "abc" }, 0],
    ["an array", { user: "[1]" }, 0],
    ["tampered", { user: '{"name":"<img src=x onerror=alert(1)>"}' }, 1],
  ])("reads null when %s", (_name, entries, reports) => {
    const report = vi.fn();
    expect(restorePersistedState(storage(entries), "user", { report })).toBeNull();
    expect(report).toHaveBeenCalledTimes(reports);
  });

  it("logs a JSON failure", () => {
    const onError = vi.fn();
    expect(restorePersistedState(storage({ user: "{broken" }), "user", { report: vi.fn(), onError })).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });
});
