import { analyticsCalls } from "./analytics.calls.ts";
import { bankCardCalls } from "./bankcard.calls.ts";
import { catalogueCalls } from "./catalogue.calls.ts";
import { certificationCalls } from "./certification.calls.ts";
import { chatCalls } from "./chat.contract.ts";
import { companyCalls } from "./company.contract.ts";
import type { CallDeclaration, DownloadDeclaration } from "./define-call.ts";
import { deliveryAddressCalls } from "./delivery-address.calls.ts";
import { equipmentCalls } from "./equipment.calls.ts";
import { financeCalls } from "./finance.calls.ts";
import { homeCalls } from "./home.calls.ts";
import { invoiceCalls, invoiceDownloads } from "./invoice.calls.ts";
import { knowledgeCalls } from "./knowledge.calls.ts";
import { laborCalls } from "./labor.calls.ts";
import { legalCalls } from "./legal.calls.ts";
import { legalServiceCalls } from "./legal-services.calls.ts";
import { lessonCalls } from "./lesson.calls.ts";
import { loginCalls } from "./login.calls.ts";
import { memberCalls } from "./member.calls.ts";
import { noticeCalls } from "./notice.contract.ts";
import { orderCalls } from "./order.calls.ts";
import { organisationCalls } from "./organisation.calls.ts";
import { privacyCalls } from "./privacy.calls.ts";
import { procurementCalls, procurementDownloads } from "./procurement.calls.ts";
import { profileCalls } from "./profile.calls.ts";
import { projectCalls } from "./project.calls.ts";
import { searchCalls } from "./search.calls.ts";
import { shopCalls } from "./shop.calls.ts";
import { shopServiceCalls } from "./shop-service.calls.ts";
import { sitemapCalls } from "./sitemap.calls.ts";
import { tenderCalls, tenderDownloads } from "./tender.calls.ts";
import { uploadCalls } from "./upload.calls.ts";
import { serviceAuthCalls, vipCalls } from "./vip.calls.ts";

/** One call of the contract (see define-call.ts). */
export type ContractRoute = CallDeclaration;

/** Every call the platform services answer through the contract, gathered from the services' declarations. */
export const contractRoutes: readonly ContractRoute[] = [
  ...Object.values(memberCalls),
  ...Object.values(homeCalls),
  ...Object.values(analyticsCalls),
  ...Object.values(noticeCalls),
  ...Object.values(chatCalls),
  ...Object.values(companyCalls),
  ...Object.values(organisationCalls),
  ...Object.values(bankCardCalls),
  ...Object.values(certificationCalls),
  ...Object.values(privacyCalls),
  ...Object.values(profileCalls),
  ...Object.values(knowledgeCalls),
  ...Object.values(shopServiceCalls),
  ...Object.values(orderCalls),
  ...Object.values(vipCalls),
  ...Object.values(serviceAuthCalls),
  ...Object.values(invoiceCalls),
  ...Object.values(lessonCalls),
  ...Object.values(procurementCalls),
  ...Object.values(tenderCalls),
  ...Object.values(shopCalls),
  ...Object.values(deliveryAddressCalls),
  ...Object.values(legalCalls),
  ...Object.values(legalServiceCalls),
  ...Object.values(searchCalls),
  ...Object.values(sitemapCalls),
  ...Object.values(loginCalls),
  ...Object.values(uploadCalls),
  ...Object.values(projectCalls),
  ...Object.values(laborCalls),
  ...Object.values(financeCalls),
  ...Object.values(equipmentCalls),
  ...Object.values(catalogueCalls),
];

/** Every file the platform services answer as bytes (see defineDownload), guarded like the calls. */
export const contractDownloads: readonly DownloadDeclaration[] = [
  ...Object.values(procurementDownloads),
  ...Object.values(tenderDownloads),
  ...Object.values(invoiceDownloads),
];
