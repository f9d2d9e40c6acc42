import { data, redirect } from "react-router";
import { endSession } from "../features/session/end-session.server.ts";
import type { Route } from "./+types/outlogin";

/** GET /outlogin, where sibling sites send members to log out: the session ends, then home. */
export async function loader({ request }: Route.LoaderArgs) {
  return redirect("/default/home", { status: 303, headers: await endSession(request) });
}

/** POST /outlogin from the header's logout (confirmed or forced); the page redirects after its pause. */
export async function action({ request }: Route.ActionArgs) {
  return data({ ok: true }, { headers: await endSession(request) });
}

/** The action's cookies reach the browser on a document POST too. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export default function OutLogin() {
  return null;
}
