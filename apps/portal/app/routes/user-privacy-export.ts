import { clientCall } from "@cidp/api-client";
import { privacyCalls } from "@cidp/api-client/contract";
import { redirect } from "react-router";
import { sessionClient } from "../lib/session/member-action.server.ts";
import type { Route } from "./+types/user-privacy-export";

/**
 * A copy of the member's personal information as a JSON file (PIPL art. 45), made on the server
 * with the session from the cookies; never cached. A visitor is sent home like any /user page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const client = sessionClient(request);
  if (!client) throw redirect("/default/home");
  const answer = await clientCall(privacyCalls.exportData)(client, { silent: true });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(answer.data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${day}.json"; filename*=UTF-8''${encodeURIComponent(`我的个人信息-${day}.json`)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
