import { ok } from "../../http/envelope.ts";
import { answeringRefusals, answeringWithMessage, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import { type AnnouncementDesk, AnnouncementDeskError } from "./announcement-desk.ts";

/** 站内公告: announcements listed, written and sent for review (the decision is the review queue's). */
export function announcementRoutes({ route, actorOf }: StaffRouteKit, desk: AnnouncementDesk) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([AnnouncementDeskError], run);
  const done = answeringWithMessage(refusing);
  route("announcementList", async (request) => ok(await desk.list(request.query.page)));
  route("announcementDetail", async (request) => ok(await refusing(() => desk.detail(request.params.id))));
  route("announcementCreate", async (request) => ok(await refusing(() => desk.create(request.body, actorOf(request))), "已保存草稿"));
  route("announcementSave", (request) => done("已保存", () => desk.save(request.params.id, request.body, actorOf(request))));
  route("announcementSubmit", (request) => done("已提交审核，请等待另一位审核人员审核", () => desk.submit(request.params.id, actorOf(request))));
}
