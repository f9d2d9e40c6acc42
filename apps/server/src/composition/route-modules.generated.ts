// Written by apps/server/scripts/collect-route-modules.ts: do not edit.
// `pnpm --filter @cidp/server collect` rewrites it; route-modules.test.ts fails when it is stale.
import type { RouteModule } from "../http/route-module.ts";
import { analyticsRouteModule } from "../platform/analytics/routes.ts";
import { companyRouteModule } from "../platform/company/routes.ts";
import { knowledgeRouteModule } from "../platform/knowledge/routes.ts";
import { legalRouteModule } from "../platform/legal/routes.ts";
import { signInRouteModule } from "../platform/member/sign-ins.routes.ts";
import { noticeRouteModule } from "../platform/notice/routes.ts";

/** Every route module the platform and capability modules declare; app.ts registers each. */
export const routeModules: readonly RouteModule[] = [
  analyticsRouteModule,
  companyRouteModule,
  knowledgeRouteModule,
  legalRouteModule,
  signInRouteModule,
  noticeRouteModule,
];
