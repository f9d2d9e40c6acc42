import { registerEvidenceSources } from "../capabilities/finance/evidence.ts";
import { voidInvoiceOnRefund } from "../platform/invoice/void-on-refund.ts";
import { registerOrderableKinds, registerOrderStateListeners } from "../platform/order/orderable-kinds.ts";
import { registerSearchSources } from "../platform/search/sources.ts";
import { registerSitemapSources } from "../platform/sitemap/repository.ts";
import { crossCapabilityEvidence } from "./finance-evidence.ts";
import { capabilityOrderableKinds } from "./orderable-kinds.ts";
import { capabilitySearchSources, capabilitySitemapSources } from "./public-sources.ts";

/**
 * Registers what higher modules provide to the platform's registries: the capabilities' kinds
 * sold through the order module, the invoices' listener of order changes, the search's sources
 * and the sitemaps' kinds, and finance's evidence from inquiries and tenders. Called by everything that
 * runs platform code over capability rows (buildApp, the seed); registering again is a no-op.
 * Ports that a single service takes (chat send policies, certification subscribers, review
 * sources) are passed to it in app.ts instead.
 */
export function registerCapabilityPorts(): void {
  registerOrderableKinds(capabilityOrderableKinds);
  registerOrderStateListeners([voidInvoiceOnRefund]);
  registerSearchSources(capabilitySearchSources);
  registerSitemapSources(capabilitySitemapSources);
  registerEvidenceSources(crossCapabilityEvidence);
}
