import { operatorCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { answeringRefusals, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import { type SiteTextsDesk, SiteTextsError } from "./site-texts.ts";

/** What the site texts' calls need. */
export interface SiteTextsParts {
  texts: SiteTextsDesk;
}

/** 热门搜索与顶部文字: read and saved as a whole by the content staff. */
export function siteTextsRoutes(app: FastifyInstance, { staff, actorOf }: StaffRouteKit, { texts }: SiteTextsParts) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([SiteTextsError], run);
  contractRoute(app, operatorCalls.siteTexts, async () => ok(await texts.read()), staff("siteTexts"));
  contractRoute(
    app,
    operatorCalls.siteTextsSave,
    async (request) => {
      const saved = await refusing(() => texts.save(request.body, actorOf(request)));
      return ok(saved, saved.changed ? "已保存，门户下一页即显示" : "内容未改变");
    },
    staff("siteTextsSave"),
  );
}
