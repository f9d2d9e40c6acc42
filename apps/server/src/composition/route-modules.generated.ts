// Written by apps/server/scripts/collect-route-modules.ts: do not edit.
// `pnpm --filter @cidp/server collect` rewrites it; route-modules.test.ts fails when it is stale.

import { financeRouteModule } from "../capabilities/finance/routes.ts";
import { laborRouteModule } from "../capabilities/labor/routes.ts";
import { legalServiceRouteModule } from "../capabilities/legal-services/routes.ts";
import { projectRouteModule } from "../capabilities/project/routes.ts";
import { vipRouteModule } from "../capabilities/vip/routes.ts";
import { vipTrainingRouteModule } from "../capabilities/vip/training-routes.ts";
import type { RouteModule } from "../http/route-module.ts";
import { analyticsRouteModule } from "../platform/analytics/routes.ts";
import { cmsRouteModule } from "../platform/cms/routes.ts";
import { companyRouteModule } from "../platform/company/routes.ts";
import { knowledgeRouteModule } from "../platform/knowledge/routes.ts";
import { legalRouteModule } from "../platform/legal/routes.ts";
import { signInRouteModule } from "../platform/member/sign-ins.routes.ts";
import { noticeRouteModule } from "../platform/notice/routes.ts";
import { openPlatformRouteModule } from "../platform/open-platform/routes.ts";
import { searchRouteModule } from "../platform/search/routes.ts";
import { sitemapRouteModule } from "../platform/sitemap/routes.ts";

/** Every route module the platform and capability modules declare; app.ts registers each. */
export const routeModules: readonly RouteModule[] = [
  financeRouteModule,
  laborRouteModule,
  legalServiceRouteModule,
  projectRouteModule,
  vipRouteModule,
  vipTrainingRouteModule,
  analyticsRouteModule,
  cmsRouteModule,
  companyRouteModule,
  knowledgeRouteModule,
  legalRouteModule,
  signInRouteModule,
  noticeRouteModule,
  openPlatformRouteModule,
  searchRouteModule,
  sitemapRouteModule,
];
