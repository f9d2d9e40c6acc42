import { type CallDeclaration, type CallInput, operatorCalls } from "@cidp/api-client/contract";
import type { OperatorPermission } from "@cidp/domain";
import { data, redirect } from "react-router";
import { callServices } from "./services.server.ts";
import { dropSession, staffSessionOf } from "./staff-session.server.ts";

/**
 * The services' answer on who is logged in, asked once per document: the root's header and the
 * page's own check share it. Only a reading request shares it; a posted form's action may change
 * the answer (a password, a role) before its loaders run on the same request.
 */
const staffLookUps = new WeakMap<Request, ReturnType<typeof callServices<typeof operatorCalls.me>>>();
export function staffLookUp(request: Request) {
  if (request.method !== "GET" && request.method !== "HEAD") return callServices(request, operatorCalls.me);
  let lookUp = staffLookUps.get(request);
  if (!lookUp) {
    lookUp = callServices(request, operatorCalls.me);
    staffLookUps.set(request, lookUp);
  }
  return lookUp;
}

/**
 * The logged-in member of staff, or a redirect to the log-in (the cookie dropped when the services
 * no longer know the session: ended, expired, or the account disabled). With `permission`, a
 * member of staff without it gets the 403 page naming it; the services check it again on each call.
 */
export async function requireStaff(request: Request, permission?: OperatorPermission) {
  if (!staffSessionOf(request)) throw redirect("/login");
  const me = await staffLookUp(request);
  if (!me.ok) {
    if (me.status === 401) throw redirect("/login", { headers: { "Set-Cookie": dropSession(request) } });
    throw data({ message: me.message }, { status: me.status });
  }
  if (permission && !me.data.permissions.includes(permission)) throw data({ permission }, { status: 403 });
  return me.data;
}

/**
 * The form an action was posted, read only once the member of staff is known to hold `permission`
 * (a page without it gets the 403 page, as requireStaff says); the services check it again.
 */
export async function staffForm(request: Request, permission: OperatorPermission): Promise<FormData> {
  await requireStaff(request, permission);
  return request.formData();
}

/** A refusal of a call that the page shows as it is (a 401 logs out instead). */
export function refusalOf(request: Request, answer: { status: number; message: string }) {
  if (answer.status === 401) return redirect("/login", { headers: { "Set-Cookie": dropSession(request) } });
  return data({ error: answer.message }, { status: answer.status });
}

/**
 * What a page's loader reads from the services: the call's data, or the call's refusal thrown as
 * refusalOf says (so the page is never drawn from a refused read).
 */
export async function requireData<D extends CallDeclaration>(request: Request, declaration: D, input?: CallInput<D>) {
  const answer = await callServices(request, declaration, input);
  if (!answer.ok) throw refusalOf(request, answer);
  return answer.data;
}

/** What a page reads from the services for staff who hold `permission` (the 403 page for others, as requireStaff says). */
export async function staffData<D extends CallDeclaration>(request: Request, permission: OperatorPermission, declaration: D, input?: CallInput<D>) {
  await requireStaff(request, permission);
  return requireData(request, declaration, input);
}

/**
 * One record of a detail page by its route id (members/:id, companies/:id): the not-found page for
 * an id that is no number or that the services do not know, other refusals as refusalOf says.
 */
export async function recordOf<D extends CallDeclaration>(request: Request, declaration: D, routeId: string) {
  if (!/^\d{1,9}$/.test(routeId)) throw data(null, { status: 404 });
  const answer = await callServices(request, declaration, { id: Number(routeId) } as CallInput<D>);
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) throw data(null, { status: 404 });
    throw refusalOf(request, answer);
  }
  return answer.data;
}
