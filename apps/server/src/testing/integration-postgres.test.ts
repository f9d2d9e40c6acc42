import { afterAll } from "vitest";
import { integrationSuites } from "./integration-suites.ts";
import { postgresTarget, whenPostgres } from "./suite-target.ts";

// The same integration suites as on PGlite, against a real Postgres when DATABASE_URL names one;
// the run gets a fresh database that it drops again.
whenPostgres("integration suites", (url) => {
  const target = postgresTarget(url);
  afterAll(() => target.dispose());
  integrationSuites(target);
});
