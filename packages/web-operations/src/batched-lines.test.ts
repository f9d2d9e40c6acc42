import { afterEach, describe, expect, it, vi } from "vitest";
import { batchedLines } from "./batched-lines.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("batchedLines", () => {
  it("writes the lines of a burst once, after the delay", () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = batchedLines((chunk) => writes.push(chunk), { delayMs: 100 });
    lines.line("GET / 200");
    lines.line("GET /a 200");
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(["GET / 200\nGET /a 200\n"]);
    lines.line("GET /b 200");
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(["GET / 200\nGET /a 200\n", "GET /b 200\n"]);
  });

  it("writes at once when the gathered lines reach the size", () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const lines = batchedLines((chunk) => writes.push(chunk), { maxBytes: 10 });
    lines.line("12345");
    expect(writes).toEqual([]);
    lines.line("67890");
    expect(writes).toEqual(["12345\n67890\n"]);
    vi.advanceTimersByTime(1_000);
    expect(writes).toHaveLength(1);
  });

  it("writes what is left when asked to flush (as at the process's exit)", () => {
    const writes: string[] = [];
    const lines = batchedLines((chunk) => writes.push(chunk));
    lines.line("last");
    lines.flush();
    lines.flush();
    expect(writes).toEqual(["last\n"]);
  });
});
