import { afterAll } from "vitest";
import { loggerSuite } from "../http/logger.suite.ts";
import { analyticsSuite } from "../modules/analytics/analytics.suite.ts";
import { cmsSuite } from "../modules/cms/cms.suite.ts";
import { equipmentBookingSuite } from "../modules/equipment/equipment-booking.suite.ts";
import { memberSuite } from "../modules/member/member.suite.ts";
import { sessionSuite } from "../modules/member/session.suite.ts";
import { noticeSuite } from "../modules/notice/notice.suite.ts";
import { authSuite } from "../plugins/auth.suite.ts";
import { pgliteTarget } from "./suite-target.ts";

// The integration suites on embedded PGlite; integration-postgres.test.ts runs the same on Postgres.
const target = pgliteTarget();
afterAll(() => target.dispose());
noticeSuite(target);
memberSuite(target);
cmsSuite(target);
analyticsSuite(target);
sessionSuite(target);
loggerSuite(target);
authSuite(target);
equipmentBookingSuite(target);
