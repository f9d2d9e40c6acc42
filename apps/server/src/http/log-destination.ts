import { mkdirSync } from "node:fs";
import path from "node:path";
import pino, { type Level } from "pino";

const LEVELS: Level[] = ["trace", "debug", "info", "warn", "error", "fatal"];

function levelOf(name: string): Level {
  if (!(LEVELS as string[]).includes(name)) throw new Error(`LOG_LEVEL is not a log level (${LEVELS.join(", ")}): ${name}`);
  return name as Level;
}

/** Where the services' log goes and from which level on. */
export interface LogDestination {
  /** The logger's own level: the lowest of its streams'. */
  level: Level;
  /** Absent: pino's default, the console (stdout). */
  stream?: pino.MultiStreamRes;
}

/**
 * The console gets `LOG_LEVEL` and up. With `LOG_FILE`, the file gets everything from info (or
 * the lower `LOG_LEVEL`) on: `npm start` keeps the console to warnings and errors while the
 * request log, the SMS outbox and the sandbox micro-deposits stay readable in the data folder.
 */
export function logDestination(env: NodeJS.ProcessEnv): LogDestination {
  const consoleLevel = levelOf(env.LOG_LEVEL ?? "info");
  if (!env.LOG_FILE) return { level: consoleLevel };
  const fileLevel: Level = LEVELS.indexOf(consoleLevel) < LEVELS.indexOf("info") ? consoleLevel : "info";
  mkdirSync(path.dirname(env.LOG_FILE), { recursive: true });
  const stream = pino.multistream([
    { level: fileLevel, stream: pino.destination({ dest: env.LOG_FILE, append: true, sync: false }) },
    { level: consoleLevel, stream: process.stdout },
  ]);
  return { level: fileLevel, stream };
}
