import { operatorCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import { callServices } from "../lib/services.server.ts";
import { requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/service-changes";

/** How long one wait lasts here (under callServices' 15 s limit); the page asks again at once. */
const WAIT_SECONDS = 10;

/** The console's live updates: the services' change cursor, answered once it moves past `since` or after a wait. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "service.answer");
  const since = Number(new URL(request.url).searchParams.get("since") ?? 0);
  const answer = await callServices(request, operatorCalls.serviceChanges, {
    since: Number.isSafeInteger(since) && since >= 0 ? since : 0,
    wait: WAIT_SECONDS,
  });
  if (!answer.ok) return data({ error: answer.message }, { status: answer.status });
  return Response.json({ cursor: answer.data.cursor }, { headers: { "Cache-Control": "no-store" } });
}
