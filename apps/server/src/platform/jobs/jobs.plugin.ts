import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { housekeepingJobKinds } from "./job-housekeeping.ts";
import { registerJobMetrics } from "./job-metrics.ts";
import { createJobRunner, type JobRunner } from "./job-runner.ts";
import { type JobsConfig, readJobsConfig } from "./jobs.config.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The job runner: modules' kinds are registered in app.ts; main.ts starts it, tests call `runDue`. */
    jobs: JobRunner;
  }
}

/**
 * Creates the app's job runner on the app's clock, with its metrics and its own housekeeping (the
 * purge of finished jobs after `config.retentionDays`, giving up jobs of unregistered kinds);
 * closing the app stops it.
 */
export function registerJobRunner(app: FastifyInstance, db: Database, now: () => Date = () => new Date(), config: JobsConfig = readJobsConfig()): JobRunner {
  let runner: JobRunner | null = null;
  const observer = registerJobMetrics(app.metrics, db, { now, kinds: () => runner?.kinds() ?? [] });
  runner = createJobRunner({ db, now, log: app.log, observer });
  runner.register(...housekeepingJobKinds({ retentionDays: config.retentionDays, registeredKinds: () => runner?.kinds() ?? [], log: app.log }));
  app.decorate("jobs", runner);
  const stop = runner.stop;
  app.addHook("onClose", async () => void (await stop()));
  return runner;
}
