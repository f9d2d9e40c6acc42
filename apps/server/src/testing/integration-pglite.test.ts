import { afterAll } from "vitest";
import { equipmentBookingSuite } from "../capabilities/equipment/equipment-booking.suite.ts";
import { tenderDepositRaceSuite } from "../capabilities/tender/tender-deposit-race.suite.ts";
import { loggerSuite } from "../http/logger.suite.ts";
import { analyticsSuite } from "../platform/analytics/analytics.suite.ts";
import { cmsSuite } from "../platform/cms/cms.suite.ts";
import { memberSuite } from "../platform/member/member.suite.ts";
import { sessionSuite } from "../platform/member/session.suite.ts";
import { noticeSuite } from "../platform/notice/notice.suite.ts";
import { paymentConcurrencySuite } from "../platform/payment/payment-concurrency.suite.ts";
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
paymentConcurrencySuite(target);
tenderDepositRaceSuite(target);
