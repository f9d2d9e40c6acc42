import { homeCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { okIfFound } from "../../http/ok-if-found.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createCmsRepository } from "./repository.ts";

/** The CMS service: platform configuration, footer, dictionaries and the home content. */
async function cmsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createCmsRepository(db);
  contractRoute(app, homeCalls.platformConfigList, async () => ok(await repository.listPlatformConfigs()));
  contractRoute(app, homeCalls.navigateTree, async (request) => ok(await repository.navigateTree(request.query.menuCode)));
  contractRoute(app, homeCalls.dictList, async (request) => ok(await repository.dictionary(request.query.code)));
  contractRoute(app, homeCalls.bannerList, async (request) => ok(await repository.banners(request.query.position)));
  contractRoute(app, homeCalls.homeDistrictList, async (request) => {
    const { isShow } = request.query;
    return ok(await repository.homeDistricts(isShow === undefined ? undefined : isShow === "1" ? 1 : 0));
  });
  contractRoute(app, homeCalls.servicePackageList, async () => ok(await repository.servicePackages()));
  contractRoute(app, homeCalls.supervise, async (request) => {
    const figures = await repository.supervise(request.params.type, request.params.code);
    if (!figures) throw refuse("not_found", "该地区暂无监管数据");
    return ok({ ...figures, type: request.params.type });
  });
  contractRoute(app, homeCalls.abilityList, async () => ok(await repository.abilities()));
  contractRoute(app, homeCalls.homeArticle, async () => ok(await repository.homeArticles(6)));
  contractRoute(app, homeCalls.articlePage, async (request) => {
    const { current, size, category, keyword, validity, moduleCode } = request.query;
    return ok(await repository.articlePage(current, size, category, keyword || undefined, validity, moduleCode || undefined));
  });
  contractRoute(app, homeCalls.partyModuleList, async () => ok(await repository.partyModules()));
  contractRoute(app, homeCalls.articleDetail, async (request) => okIfFound(await repository.articleDetail(request.query.id), "文章不存在"));
  contractRoute(app, homeCalls.frontPopup, async () => ok(await repository.frontPopup(new Date())));
  contractRoute(app, homeCalls.contentList, async (request) => ok(await repository.contentList(request.query.code)));
  contractRoute(app, homeCalls.helpDetail, async (request) => okIfFound(await repository.helpPage(request.query.id), "帮助页不存在"));
}

/** The site content (banners, articles, navigation, dictionaries, platform configurations), registered by the composition root with the other collected route modules. */
export const cmsRouteModule = defineRouteModule({
  name: "cms",
  register: async (app, services) => {
    await app.register(cmsRoutes, services);
  },
});
