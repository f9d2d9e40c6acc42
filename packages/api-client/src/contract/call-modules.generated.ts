// Written by packages/api-client/scripts/collect-calls.ts from the modules beside it: do not edit.
// `pnpm --filter @cidp/api-client collect` rewrites it; collected-calls.test.ts fails when it is stale.
import * as analyticsCallsModule from "./analytics.calls.ts";
import * as analyticsContractModule from "./analytics.contract.ts";
import * as bankcardCallsModule from "./bankcard.calls.ts";
import * as catalogueCallsModule from "./catalogue.calls.ts";
import * as certificationCallsModule from "./certification.calls.ts";
import * as chatContractModule from "./chat.contract.ts";
import * as cmsContractModule from "./cms.contract.ts";
import * as commonContractModule from "./common.contract.ts";
import * as companyContractModule from "./company.contract.ts";
import * as deliveryAddressCallsModule from "./delivery-address.calls.ts";
import * as equipmentCallsModule from "./equipment.calls.ts";
import * as financeCallsModule from "./finance.calls.ts";
import * as homeCallsModule from "./home.calls.ts";
import * as homeContractModule from "./home.contract.ts";
import * as invoiceCallsModule from "./invoice.calls.ts";
import * as knowledgeCallsModule from "./knowledge.calls.ts";
import * as laborCallsModule from "./labor.calls.ts";
import * as legalCallsModule from "./legal.calls.ts";
import * as legalServicesCallsModule from "./legal-services.calls.ts";
import * as lessonCallsModule from "./lesson.calls.ts";
import * as loginCallsModule from "./login.calls.ts";
import * as loginContractModule from "./login.contract.ts";
import * as mediaContractModule from "./media.contract.ts";
import * as memberCallsModule from "./member.calls.ts";
import * as memberContractModule from "./member.contract.ts";
import * as noticeContractModule from "./notice.contract.ts";
import * as openPlatformCallsModule from "./open-platform.calls.ts";
import * as operatorCallsModule from "./operator.calls.ts";
import * as operatorAnnouncementCallsModule from "./operator-announcement.calls.ts";
import * as operatorContentCallsModule from "./operator-content.calls.ts";
import * as operatorDepositCallsModule from "./operator-deposit.calls.ts";
import * as operatorLegalCallsModule from "./operator-legal.calls.ts";
import * as operatorPartyCallsModule from "./operator-party.calls.ts";
import * as operatorServiceCallsModule from "./operator-service.calls.ts";
import * as operatorSiteCallsModule from "./operator-site.calls.ts";
import * as operatorTradeLogCallsModule from "./operator-trade-log.calls.ts";
import * as operatorTransferCallsModule from "./operator-transfer.calls.ts";
import * as operatorVipCallsModule from "./operator-vip.calls.ts";
import * as orderCallsModule from "./order.calls.ts";
import * as organisationCallsModule from "./organisation.calls.ts";
import * as personalCenterCallsModule from "./personal-center.calls.ts";
import * as platformContractModule from "./platform.contract.ts";
import * as platformIdentityContractModule from "./platform-identity.contract.ts";
import * as privacyCallsModule from "./privacy.calls.ts";
import * as procurementCallsModule from "./procurement.calls.ts";
import * as profileCallsModule from "./profile.calls.ts";
import * as projectCallsModule from "./project.calls.ts";
import * as searchCallsModule from "./search.calls.ts";
import * as shopCallsModule from "./shop.calls.ts";
import * as shopServiceCallsModule from "./shop-service.calls.ts";
import * as sitemapCallsModule from "./sitemap.calls.ts";
import * as tenderCallsModule from "./tender.calls.ts";
import * as uploadCallsModule from "./upload.calls.ts";
import * as uploadContractModule from "./upload.contract.ts";
import * as vipCallsModule from "./vip.calls.ts";
import * as vipContractReviewCallsModule from "./vip-contract-review.calls.ts";
import * as vipTrainingCallsModule from "./vip-training.calls.ts";

/** Every module of the contract that may declare calls or downloads; routes.contract.ts picks them out. */
export const callModules: readonly Readonly<Record<string, unknown>>[] = [
  analyticsCallsModule,
  analyticsContractModule,
  bankcardCallsModule,
  catalogueCallsModule,
  certificationCallsModule,
  chatContractModule,
  cmsContractModule,
  commonContractModule,
  companyContractModule,
  deliveryAddressCallsModule,
  equipmentCallsModule,
  financeCallsModule,
  homeCallsModule,
  homeContractModule,
  invoiceCallsModule,
  knowledgeCallsModule,
  laborCallsModule,
  legalCallsModule,
  legalServicesCallsModule,
  lessonCallsModule,
  loginCallsModule,
  loginContractModule,
  mediaContractModule,
  memberCallsModule,
  memberContractModule,
  noticeContractModule,
  openPlatformCallsModule,
  operatorCallsModule,
  operatorAnnouncementCallsModule,
  operatorContentCallsModule,
  operatorDepositCallsModule,
  operatorLegalCallsModule,
  operatorPartyCallsModule,
  operatorServiceCallsModule,
  operatorSiteCallsModule,
  operatorTradeLogCallsModule,
  operatorTransferCallsModule,
  operatorVipCallsModule,
  orderCallsModule,
  organisationCallsModule,
  personalCenterCallsModule,
  platformContractModule,
  platformIdentityContractModule,
  privacyCallsModule,
  procurementCallsModule,
  profileCallsModule,
  projectCallsModule,
  searchCallsModule,
  shopCallsModule,
  shopServiceCallsModule,
  sitemapCallsModule,
  tenderCallsModule,
  uploadCallsModule,
  uploadContractModule,
  vipCallsModule,
  vipContractReviewCallsModule,
  vipTrainingCallsModule,
];
