import { ok } from "../../http/envelope.ts";
import { answeringRefusals, answeringWithMessage, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import { ContentDeskError } from "./content-desk.ts";
import type { PartyModules } from "./party-modules.ts";

/** 党建栏目: read by the content staff, changed by editors; the portal's djyl/news-list filters by the codes. */
export function partyModuleRoutes({ route, actorOf }: StaffRouteKit, modules: PartyModules) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([ContentDeskError], run);
  const done = answeringWithMessage(refusing);
  route("partyModules", async () => ok(await modules.list()));
  route("partyModuleCreate", async (request) => ok(await refusing(() => modules.create(request.body, actorOf(request))), "已新增党建栏目"));
  route("partyModuleRename", (request) => done("已修改栏目名称", () => modules.rename(request.params.id, request.body.name, actorOf(request))));
  route("partyModuleDelete", (request) => done("已删除党建栏目", () => modules.remove(request.params.id, actorOf(request))));
}
