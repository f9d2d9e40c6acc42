/** The job queue's settings, from the environment (checked at start by environment.ts). */
export interface JobsConfig {
  /** How many days a finished job's row is kept before the runner's purge deletes it (JOB_RETENTION_DAYS). */
  retentionDays: number;
}

/** A week: long enough to read back whether a deadline fired, short enough that the table stays small. */
export const DEFAULT_JOB_RETENTION_DAYS = 7;

/** Reads the job settings; a blank or absent JOB_RETENTION_DAYS takes the default. */
export function readJobsConfig(env: NodeJS.ProcessEnv = process.env): JobsConfig {
  const given = env.JOB_RETENTION_DAYS;
  return { retentionDays: given ? Number(given) : DEFAULT_JOB_RETENTION_DAYS };
}
