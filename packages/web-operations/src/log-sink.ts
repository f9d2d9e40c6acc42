import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { batchedLines } from "./batched-lines.ts";

/** Where a web process's routine lines (start-up, access log) go. */
export interface LogSink {
  info(line: string): void;
  /** A failure (a 5xx answer): to the file and always to the console. */
  error(line: string): void;
}

/** Levels at which routine lines also reach the console when a log file is set. */
const VERBOSE_LEVELS = new Set(["trace", "debug", "info"]);

/** The console's routine lines, gathered (batched-lines.ts); failures go through console.error at once. */
const consoleLines = (): ((line: string) => void) => {
  const lines = batchedLines((chunk) => process.stdout.write(chunk));
  return lines.line;
};

/**
 * The console by default. With `LOG_FILE` the lines are appended there, and reach the console as
 * well only with `LOG_LEVEL=info` (or lower): `npm start` keeps its console for the banner,
 * warnings and errors (which go through console.warn/console.error, untouched).
 */
export function logSink(env: NodeJS.ProcessEnv, print: (line: string) => void = consoleLines(), printError: (line: string) => void = console.error): LogSink {
  const file = env.LOG_FILE;
  if (!file) return { info: print, error: printError };
  mkdirSync(path.dirname(file), { recursive: true });
  const stream = createWriteStream(file, { flags: "a" });
  const echo = VERBOSE_LEVELS.has(env.LOG_LEVEL ?? "");
  return {
    info(line) {
      stream.write(`${line}\n`);
      if (echo) print(line);
    },
    error(line) {
      stream.write(`${line}\n`);
      printError(line);
    },
  };
}
