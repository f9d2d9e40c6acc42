import { memberSuite } from "../modules/member/member.suite.ts";
import { pgliteTarget } from "./suite-target.ts";

// The integration suites on embedded PGlite; integration-postgres.test.ts runs the same on Postgres.
memberSuite(pgliteTarget);
