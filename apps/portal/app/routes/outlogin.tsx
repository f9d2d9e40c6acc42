import { redirect } from "react-router";
import { endSession } from "../lib/session/end-session.server.ts";
import type { Route } from "./+types/outlogin";

/** GET /outlogin, where sibling sites send members to log out: the session ends, then home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return redirect("/default/home", { status: 303, headers: await endSession(request, context) });
}

export default function OutLogin() {
  return null;
}
