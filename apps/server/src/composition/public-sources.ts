import { productSearchSource, productSitemapSource } from "../capabilities/catalogue/public-sources.ts";
import { equipmentSearchSource, equipmentSitemapSource } from "../capabilities/equipment/public-sources.ts";
import { laborSearchSource, laborSitemapSource } from "../capabilities/labor/public-sources.ts";
import { lawFirmSearchSource, lawyerSearchSource, lawyerSitemapSource } from "../capabilities/legal-services/public-sources.ts";
import { lessonSearchSource, lessonSitemapSource } from "../capabilities/lesson/public-sources.ts";
import { inquirySearchSource } from "../capabilities/procurement/public-sources.ts";
import { projectSearchSource, projectSitemapSource } from "../capabilities/project/public-sources.ts";
import { shopSearchSource, shopSitemapSource } from "../capabilities/shop/public-sources.ts";
import { serviceSearchSource, serviceSitemapSource } from "../capabilities/shop-service/public-sources.ts";
import { tenderSearchSource, tenderSitemapSource } from "../capabilities/tender/public-sources.ts";
import type { SearchSource } from "../platform/search/sources.ts";
import type { SitemapSource, SitemapType } from "../platform/sitemap/repository.ts";

/** The capabilities' public content the search indexes, by the name their triggers queue it under. */
export const capabilitySearchSources: readonly SearchSource[] = [
  projectSearchSource,
  equipmentSearchSource,
  tenderSearchSource,
  laborSearchSource,
  productSearchSource,
  serviceSearchSource,
  shopSearchSource,
  lessonSearchSource,
  lawyerSearchSource,
  inquirySearchSource,
  lawFirmSearchSource,
];

/** The capabilities' kinds of sitemap. */
export const capabilitySitemapSources: Partial<Record<SitemapType, SitemapSource>> = {
  projects: projectSitemapSource,
  equipment: equipmentSitemapSource,
  tenders: tenderSitemapSource,
  labor: laborSitemapSource,
  products: productSitemapSource,
  services: serviceSitemapSource,
  shops: shopSitemapSource,
  lessons: lessonSitemapSource,
  lawyers: lawyerSitemapSource,
};
