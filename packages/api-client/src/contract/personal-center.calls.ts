import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { memberFrameSchema, memberPaths } from "./member.contract.ts";
import { membershipSchema } from "./vip.calls.ts";

/** What waits for the member on the personal center (/user/default), gathered from three services in one answer. */
const personalCenterTasksSchema = z.object({
  /** Invitations to join a business, sent to the member's phone and not yet answered. */
  invitations: z.array(z.object({ id: z.number().int(), businessName: z.string() })),
  /** The member's unread notices (all types). */
  unread: z.number().int(),
  /** The selected business's VIP membership; null when no business is selected. */
  membership: membershipSchema.nullable(),
});

/** The personal center's calls (designed: spec §2 names the page, not its calls). */
export const personalCenterCalls = {
  tasks: readCall(
    { auth: "member", designed: true, tag: "member" },
    { path: memberPaths.personalCenterTasks, summary: "个人中心待办（待答复的企业邀请、未读消息、所选企业的VIP状态）", data: personalCenterTasksSchema },
  ),
  /**
   * The personal center's whole page in one answer: the member frame (as memberInfo/frame) and the
   * tasks (as memberInfo/tasks), so the page asks the services once and its session is checked once.
   */
  center: readCall(
    { auth: "member", designed: true, tag: "member" },
    {
      path: memberPaths.personalCenter,
      summary: "个人中心（会员框架与待办，一次请求）",
      data: z.object({ frame: memberFrameSchema, tasks: personalCenterTasksSchema }),
    },
  ),
};
