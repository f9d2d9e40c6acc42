import { afterAll, describe, it } from "vitest";
import { integrationSuites } from "./integration-suites.ts";
import { postgresTarget } from "./suite-target.ts";

// The same integration suites as on PGlite, against a real Postgres when DATABASE_URL names one;
// the run gets a fresh database that it drops again.
const url = process.env.DATABASE_URL;
if (url) {
  const target = postgresTarget(url);
  afterAll(() => target.dispose());
  integrationSuites(target);
} else {
  console.log("integration suites on Postgres skipped: DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)");
  describe.skip("integration suites on Postgres (DATABASE_URL not set)", () => {
    it("runs when DATABASE_URL is set", () => {});
  });
}
