import { equipmentBookingSuite } from "../capabilities/equipment/equipment-booking.suite.ts";
import { procurementSuite } from "../capabilities/procurement/procurement.suite.ts";
import { tenderSuite } from "../capabilities/tender/tender.suite.ts";
import { tenderDepositRaceSuite } from "../capabilities/tender/tender-deposit-race.suite.ts";
import { loggerSuite } from "../http/logger.suite.ts";
import { analyticsSuite } from "../platform/analytics/analytics.suite.ts";
import { cmsSuite } from "../platform/cms/cms.suite.ts";
import { depositMarkRaceSuite } from "../platform/deposit-desk/deposit-mark-race.suite.ts";
import { memberSuite } from "../platform/member/member.suite.ts";
import { sessionSuite } from "../platform/member/session.suite.ts";
import { noticeSuite } from "../platform/notice/notice.suite.ts";
import { companyFoundingRaceSuite } from "../platform/organisation/company-founding-race.suite.ts";
import { paymentConcurrencySuite } from "../platform/payment/payment-concurrency.suite.ts";
import { serviceTakeRaceSuite } from "../platform/service-desk/service-desk-race.suite.ts";
import { transferConfirmRaceSuite } from "../platform/transfer-desk/transfer-confirm-race.suite.ts";
import { uploadQuotaRaceSuite } from "../platform/upload/upload-quota-race.suite.ts";
import { authSuite } from "../plugins/auth.suite.ts";
import type { SuiteTarget } from "./suite-target.ts";

/**
 * Every integration suite on one target: integration-pglite.test.ts and integration-postgres.test.ts
 * both run this list, so a suite added here runs on both databases.
 */
export function integrationSuites(target: SuiteTarget): void {
  noticeSuite(target);
  memberSuite(target);
  cmsSuite(target);
  analyticsSuite(target);
  sessionSuite(target);
  loggerSuite(target);
  authSuite(target);
  equipmentBookingSuite(target);
  paymentConcurrencySuite(target);
  transferConfirmRaceSuite(target);
  depositMarkRaceSuite(target);
  tenderDepositRaceSuite(target);
  serviceTakeRaceSuite(target);
  uploadQuotaRaceSuite(target);
  companyFoundingRaceSuite(target);
  procurementSuite(target);
  tenderSuite(target);
}
