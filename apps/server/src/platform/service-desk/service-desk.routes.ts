import { ok } from "../../http/envelope.ts";
import { answeringRefusals, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import { type ServiceDesk, ServiceDeskError } from "./service-desk.ts";

/** How often a waiting change request looks at the cursor again. */
const CHANGES_POLL_MS = 1_000;

/**
 * 客服工作台: the queue, a conversation, 接入 / 回复 / 转接 / 结束, the change cursor the console
 * waits on, and 常用语. Every call needs `service.answer` (the kit's hook); take, transfer and close
 * are audited by the desk in their own transactions.
 */
export function operatorServiceRoutes({ route, actorOf }: StaffRouteKit, desk: ServiceDesk) {
  const refused = <T>(run: () => Promise<T>) => answeringRefusals([ServiceDeskError], run);
  const me = (request: Parameters<typeof actorOf>[0]) => actorOf(request).operatorId;

  route("serviceDesk", async (request) => ok(await desk.desk(me(request), request.query)));

  // A long poll: answers as soon as anything moved past `since`, or after `wait` seconds with the
  // cursor as it is. The rows are the truth, so it works the same whichever instance wrote the change.
  route("serviceChanges", async (request) => {
    const { since, wait } = request.query;
    await desk.seen(me(request));
    const until = Date.now() + wait * 1000;
    let cursor = await desk.cursor();
    while (cursor <= since && Date.now() < until && !request.raw.destroyed) {
      await new Promise((resolve) => setTimeout(resolve, CHANGES_POLL_MS));
      // A console that went away while this waited asks nothing more of the database.
      if (request.raw.destroyed) break;
      cursor = await desk.cursor();
    }
    return ok({ cursor });
  });

  route("serviceConversation", async (request) => ok(await refused(() => desk.detail(request.params.id, me(request)))));
  route("serviceTake", async (request) => {
    await refused(() => desk.take(request.params.id, actorOf(request)));
    return ok(null, "已接入，会员将看到您为其服务");
  });
  route("serviceReply", async (request) => {
    await refused(() => desk.reply(request.params.id, actorOf(request), request.body.content));
    return ok(null, "已发送");
  });
  route("serviceTransfer", async (request) => {
    await refused(() => desk.transfer(request.params.id, actorOf(request), request.body));
    return ok(null, "已转接");
  });
  route("serviceClose", async (request) => {
    await refused(() => desk.close(request.params.id, actorOf(request)));
    return ok(null, "会话已结束");
  });

  route("serviceCanned", async (request) => ok(await desk.canned(me(request))));
  route("serviceCannedAdd", async (request) => ok(await refused(() => desk.addCanned(me(request), request.body.text)), "已添加常用语"));
  route("serviceCannedRemove", async (request) => {
    await refused(() => desk.removeCanned(me(request), request.params.id));
    return ok(null, "已删除常用语");
  });
}
