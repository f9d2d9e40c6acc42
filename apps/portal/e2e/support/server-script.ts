import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { portalDir } from "./product-process.ts";

const serverDir = path.resolve(portalDir, "../server");

/**
 * Runs one of the services' scripts (apps/server/scripts/*.ts, through tsx) that announces itself
 * with one JSON line on stdout — a fake gateway's address and the services' settings for it — and
 * answers the process with that line, parsed. It runs until it is killed.
 */
export async function startServerScript<Announced>(script: string, args: string[] = []): Promise<{ process: ChildProcess; announced: Announced }> {
  const child = spawn(path.join(serverDir, "node_modules/.bin/tsx"), [`scripts/${script}`, ...args], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`scripts/${script} exited (${code}) before it answered`)));
  });
  return { process: child, announced: JSON.parse(first) as Announced };
}
