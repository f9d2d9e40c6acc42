import { afterAll } from "vitest";
import { integrationSuites } from "./integration-suites.ts";
import { pgliteTarget } from "./suite-target.ts";

// The integration suites on embedded PGlite; integration-postgres.test.ts runs the same on Postgres.
const target = pgliteTarget();
afterAll(() => target.dispose());
integrationSuites(target);
