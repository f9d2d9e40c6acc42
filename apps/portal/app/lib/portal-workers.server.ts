import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";

/** The most portal processes one machine runs. */
const MOST_WORKERS = 64;

/**
 * How many processes serve the portal's port: `PORTAL_WORKERS` (a whole number, or `auto` for one
 * per core), 1 by default: the process itself, as before. A server render holds one core while it
 * runs, so on a machine of several cores more processes answer more pages at once; each keeps its
 * own caches (public answers, kept documents), as separate portal instances do.
 */
export function portalWorkerCount(env: NodeJS.ProcessEnv, cores = availableParallelism()): number {
  const value = env.PORTAL_WORKERS?.trim() ?? "";
  if (value === "") return 1;
  if (value === "auto") return Math.min(cores, MOST_WORKERS);
  const count = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= MOST_WORKERS)) throw new Error(`PORTAL_WORKERS must be a whole number from 1 to ${MOST_WORKERS}, or auto (not "${value}")`);
  return count;
}

/** The running workers. */
export interface Supervision {
  /** Ends every worker gracefully (their own SIGTERM handling), then resolves. */
  stop(): Promise<void>;
}

/** What the supervisor reports: a worker ended and was replaced, or the start failed. */
export interface SupervisorLog {
  warn(line: string): void;
}

/**
 * Runs `count` workers of this script (node:cluster shares the listening port between them) and
 * keeps them running: a worker that ends after it listened is replaced; one that ends before it
 * ever listened (a taken port, a bad setting) ends the whole portal with code 1, since its
 * replacement would fail the same way. SIGINT and SIGTERM end the workers gracefully, then the
 * primary.
 */
export function superviseWorkers(
  count: number,
  log: SupervisorLog,
  { exit = process.exit, onSignals = true }: { exit?: (code: number) => void; onSignals?: boolean } = {},
): Supervision {
  let stopping = false;
  const listened = new WeakSet<Worker>();
  cluster.on("listening", (worker) => listened.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker)) {
      log.warn(`portal worker ${worker.process.pid} ended before it listened (code ${code ?? signal}): the portal stops`);
      void stop().then(() => exit(1));
      return;
    }
    log.warn(`portal worker ${worker.process.pid} ended (code ${code ?? signal}): starting another`);
    cluster.fork();
  });
  for (let started = 0; started < count; started++) cluster.fork();

  function stop(): Promise<void> {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    return Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    ).then(() => undefined);
  }

  if (onSignals) {
    const stopOnSignal = () => void stop().then(() => exit(0));
    process.once("SIGINT", stopOnSignal);
    process.once("SIGTERM", stopOnSignal);
  }
  return { stop };
}
