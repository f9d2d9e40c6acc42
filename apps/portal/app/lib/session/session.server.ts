import { type ApiClient, ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, memberCalls, personalCenterCalls } from "@cidp/api-client/contract";
import type { CookieSession } from "./session-cookies.server.ts";

/** What the server tells the page about the session: enough to render the header, never a token. */
export interface SessionView {
  loggedIn: boolean;
  /** Whether the shared cookies hold a login token (the browser cannot see it: HttpOnly). */
  cookieToken: boolean;
  /** The company the shared cookies name. */
  cookieDeptId: string | null;
  realName: string | null;
  /** The member's id (error reports name the member by it, never by name or phone); null when unknown. */
  memberId: number | null;
  company: { id: number; name: string; certificationState: string } | null;
  /** The services refused the cookies' token (HTTP 401): the caller removes the cookies. */
  refused: boolean;
}

/** The member frame's answer (memberInfo/frame): the header's user and company, the side menu and the member's permissions. */
export type MemberFrameAnswer = CallResult<typeof memberCalls.memberFrame>;

/** The member frame of a member's client: one call for what every member page frames itself with. */
export const loadMemberFrame = (client: ApiClient): Promise<MemberFrameAnswer> => clientCall(memberCalls.memberFrame)(client, { silent: true });

/** The personal center's tasks (memberInfo/tasks): invitations, unread notices, the business's VIP. */
export type PersonalCenterTasks = CallResult<typeof personalCenterCalls.tasks>["data"];

/** The personal center's tasks of a member's client, alone. */
export const loadPersonalCenterTasks = (client: ApiClient): Promise<PersonalCenterTasks> =>
  clientCall(personalCenterCalls.tasks)(client, { silent: true }).then((answer) => answer.data);

/** The member frame and the personal center's tasks in one call (memberInfo/center), as the two answers they stand for. */
export async function loadPersonalCenter(client: ApiClient): Promise<{ frame: MemberFrameAnswer; tasks: PersonalCenterTasks }> {
  const { data, ...envelope } = await clientCall(personalCenterCalls.center)(client, { silent: true });
  return { frame: { ...envelope, data: data.frame }, tasks: data.tasks };
}

/**
 * The session as the shared cookies tell it, checked with the platform services through the
 * request's member frame (null without a token): a token they refuse renders the logged-out
 * header (the browser's login sync then clears the rest).
 */
export async function loadSessionView(cookies: CookieSession, frame: Promise<MemberFrameAnswer | null>): Promise<SessionView> {
  const base = { cookieToken: cookies.token !== null || cookies.accessToken !== null, cookieDeptId: cookies.deptId };
  const loggedOut = { ...base, loggedIn: false, realName: null, memberId: null, company: null, refused: false };
  if (!cookies.token) return loggedOut;
  try {
    const answer = await frame;
    if (!answer?.success) return loggedOut;
    const { user, company } = answer.data;
    const info = company ? { id: company.id, name: company.niceName, certificationState: company.certificationState } : null;
    return { ...base, loggedIn: true, realName: user.realName, memberId: user.userId, company: info, refused: false };
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 401 || error.code === 401);
    if (refused) return { cookieToken: false, cookieDeptId: null, loggedIn: false, realName: null, memberId: null, company: null, refused: true };
    console.warn("session check unavailable:", error instanceof Error ? error.message : error);
    // When the services are down the cookies are trusted for the header; calls will tell later.
    return { ...base, loggedIn: true, realName: null, memberId: null, company: null, refused: false };
  }
}
