import { afterAll, describe, it } from "vitest";
import { equipmentBookingSuite } from "../capabilities/equipment/equipment-booking.suite.ts";
import { procurementSuite } from "../capabilities/procurement/procurement.suite.ts";
import { tenderSuite } from "../capabilities/tender/tender.suite.ts";
import { tenderDepositRaceSuite } from "../capabilities/tender/tender-deposit-race.suite.ts";
import { loggerSuite } from "../http/logger.suite.ts";
import { analyticsSuite } from "../platform/analytics/analytics.suite.ts";
import { cmsSuite } from "../platform/cms/cms.suite.ts";
import { memberSuite } from "../platform/member/member.suite.ts";
import { sessionSuite } from "../platform/member/session.suite.ts";
import { noticeSuite } from "../platform/notice/notice.suite.ts";
import { paymentConcurrencySuite } from "../platform/payment/payment-concurrency.suite.ts";
import { authSuite } from "../plugins/auth.suite.ts";
import { postgresTarget } from "./suite-target.ts";

// The same integration suites as on PGlite, against a real Postgres when DATABASE_URL names one;
// the run gets a fresh database that it drops again.
const url = process.env.DATABASE_URL;
if (url) {
  const target = postgresTarget(url);
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
  procurementSuite(target);
  tenderSuite(target);
} else {
  console.log("integration suites on Postgres skipped: DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)");
  describe.skip("integration suites on Postgres (DATABASE_URL not set)", () => {
    it("runs when DATABASE_URL is set", () => {});
  });
}
