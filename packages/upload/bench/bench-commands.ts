// Node-side helpers the browser benchmarks call through Vitest's browser commands: a sparse file
// chosen in a file input (so Chromium reads a real 4 GB File from disk, lazily), and the resident
// memory of the Chromium processes this run started.
import { open, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserCommand } from "vitest/node";

declare module "vitest/browser" {
  interface BrowserCommands {
    chooseSparseFile(selector: string, size: number, name: string): Promise<void>;
    chromiumRss(): Promise<number>;
    chromiumRssByType(): Promise<Record<string, number>>;
  }
}

/** Creates a sparse file of `size` bytes (no disk blocks, no memory) and sets it on the input. */
const chooseSparseFile: BrowserCommand<[selector: string, size: number, name: string]> = async (context, selector, size, name) => {
  const file = path.join(tmpdir(), `cidp-bench-${process.pid}-${name}`);
  const handle = await open(file, "w");
  await handle.truncate(size);
  await handle.close();
  const frame = await (context as unknown as { frame(): Promise<{ setInputFiles(selector: string, files: string): Promise<void> }> }).frame();
  await frame.setInputFiles(selector, file);
};

async function parentOf(pid: string): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * VmRSS of the Chromium processes this run started, in bytes, summed by process type (`browser`,
 * `renderer`, `utility` for the network service, `gpu-process`, ...), so a figure can be told
 * apart as the page's (renderer, where the library and its worker run) or the browser's own.
 */
const chromiumRssByType: BrowserCommand<[]> = async () => {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const parents = new Map(await Promise.all(pids.map(async (pid) => [pid, await parentOf(pid)] as const)));
  const mine = (pid: string): boolean => {
    for (let at: string | null | undefined = parents.get(pid), hops = 0; at && hops < 32; at = parents.get(at), hops++)
      if (at === String(process.pid)) return true;
    return false;
  };
  const byType: Record<string, number> = {};
  for (const pid of pids) {
    if (!mine(pid)) continue;
    try {
      const status = await readFile(`/proc/${pid}/status`, "utf8");
      if (!/^Name:\s*(chrom|headless)/im.test(status)) continue;
      const type = /--type=([\w-]+)/.exec(await readFile(`/proc/${pid}/cmdline`, "utf8"))?.[1] ?? "browser";
      byType[type] = (byType[type] ?? 0) + Number(/^VmRSS:\s*(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  return byType;
};

/** Sum of VmRSS over the processes descended from this one (the Chromium Playwright launched), in bytes. */
const chromiumRss: BrowserCommand<[]> = async (context) => {
  const byType = (await chromiumRssByType(context)) as Record<string, number>;
  return Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
};

/** The commands, for the bench config. */
export const benchCommands = { chooseSparseFile, chromiumRss, chromiumRssByType };
