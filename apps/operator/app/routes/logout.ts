import { operatorCalls } from "@cidp/api-client/contract";
import { redirect } from "react-router";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { dropSession } from "../lib/staff-session.server.ts";
import type { Route } from "./+types/logout";

/** 退出: the services end the session, the cookie goes. Only from our own pages (no logging out by a link elsewhere). */
export async function action({ request }: Route.ActionArgs) {
  if (!fromOwnPage(request)) return redirect("/");
  await callServices(request, operatorCalls.logout);
  return redirect("/login", { headers: { "Set-Cookie": dropSession(request) } });
}

export function loader() {
  return redirect("/");
}
