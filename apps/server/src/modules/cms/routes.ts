import {
  abilityListResponse,
  articleDetailResponse,
  articlePageQuerySchema,
  articlePageResponse,
  bannerListQuerySchema,
  bannerListResponse,
  cmsPaths,
  contentListQuerySchema,
  contentListResponse,
  dictListQuerySchema,
  dictListResponse,
  frontPopupResponse,
  helpDetailResponse,
  homeArticleResponse,
  homeDistrictListResponse,
  homeDistrictQuerySchema,
  homePaths,
  idQuerySchema,
  navigateTreeQuerySchema,
  navigateTreeResponse,
  platformConfigListResponse,
  servicePackageListResponse,
  superviseParamsSchema,
  superviseResponse,
} from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError, parseInput } from "../../http/validate.ts";
import { createCmsRepository } from "./repository.ts";

/** The CMS service: platform configuration, footer, dictionaries and the home content. */
export async function cmsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const repository = createCmsRepository(db);
  app.get(cmsPaths.platformConfigList, async () => platformConfigListResponse.parse(ok(await repository.listPlatformConfigs())));

  app.get(homePaths.navigateTree, async (request) => {
    const { menuCode } = parseInput(navigateTreeQuerySchema, request.query);
    return navigateTreeResponse.parse(ok(await repository.navigateTree(menuCode)));
  });

  app.get(homePaths.dictList, async (request) => {
    const { code } = parseInput(dictListQuerySchema, request.query);
    return dictListResponse.parse(ok(await repository.dictionary(code)));
  });

  app.get(homePaths.bannerList, async (request) => {
    const { position } = parseInput(bannerListQuerySchema, request.query);
    return bannerListResponse.parse(ok(await repository.banners(position)));
  });

  app.get(homePaths.homeDistrictList, async (request) => {
    const { isShow } = parseInput(homeDistrictQuerySchema, request.query);
    return homeDistrictListResponse.parse(ok(await repository.homeDistricts(isShow === undefined ? undefined : isShow === "1" ? 1 : 0)));
  });

  app.get(homePaths.servicePackageList, async () => servicePackageListResponse.parse(ok(await repository.servicePackages())));

  app.get(`${homePaths.supervise}/:type/:code`, async (request) => {
    const { type, code } = parseInput(superviseParamsSchema, request.params);
    const figures = await repository.supervise(type, code);
    if (!figures) throw new HttpError(404, "该地区暂无监管数据");
    return superviseResponse.parse(ok(figures));
  });

  app.get(homePaths.abilityList, async () => abilityListResponse.parse(ok(await repository.abilities())));

  app.get(homePaths.homeArticle, async () => homeArticleResponse.parse(ok(await repository.homeArticles(6))));

  app.get(homePaths.articlePage, async (request) => {
    const { current, size, category, keyword } = parseInput(articlePageQuerySchema, request.query);
    return articlePageResponse.parse(ok(await repository.articlePage(current, size, category, keyword || undefined)));
  });

  app.get(homePaths.articleDetail, async (request) => {
    const { id } = parseInput(idQuerySchema, request.query);
    const article = await repository.articleDetail(id);
    if (!article) throw new HttpError(404, "文章不存在");
    return articleDetailResponse.parse(ok(article));
  });

  app.get(homePaths.frontPopup, async () => frontPopupResponse.parse(ok(await repository.frontPopup(new Date()))));

  app.get(homePaths.contentList, async (request) => {
    const { code } = parseInput(contentListQuerySchema, request.query);
    return contentListResponse.parse(ok(await repository.contentList(code)));
  });

  app.get(homePaths.helpDetail, async (request) => {
    const { id } = parseInput(idQuerySchema, request.query);
    const page = await repository.helpPage(id);
    if (!page) throw new HttpError(404, "帮助页不存在");
    return helpDetailResponse.parse(ok(page));
  });
}
