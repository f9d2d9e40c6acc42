import { clientCall } from "@cidp/api-client";
import { privacyCalls, uploadPaths } from "@cidp/api-client/contract";
import { chinaDateOf } from "@cidp/domain";
import { redirect } from "react-router";
import { apiOrigin } from "../lib/api-origin.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { zipStream } from "../lib/zip-stream.server.ts";
import type { Route } from "./+types/user-privacy-export";

interface ExportedFile {
  fileName: string;
  link: string;
}

/** A file name safe as one path segment of an archive. */
function segment(name: string): string {
  const printable = [...name].map((char) => (char.charCodeAt(0) < 32 ? "_" : char)).join("");
  return printable.replace(/[\\/:*?"<>|]/g, "_").slice(0, 120) || "file";
}

function attachment(ascii: string, name: string) {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A copy of the member's personal information (PIPL art. 45), made on the server with the session
 * from the cookies, never cached: JSON by default, or with `?format=zip` the JSON and every file
 * the member uploaded, streamed into one archive. A visitor is sent home like any /user page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = portalRequest(context).member;
  if (!client) throw redirect("/default/home");
  const answer = await clientCall(privacyCalls.exportData)(client, { silent: true });
  // The day the member asked, as they count days (the machine's clock runs in UTC).
  const day = chinaDateOf(new Date());
  const json = JSON.stringify(answer.data, null, 2);
  const headers = { "Cache-Control": "private, no-store" };
  if (new URL(request.url).searchParams.get("format") !== "zip") {
    return new Response(json, {
      headers: {
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": attachment(`my-data-${day}.json`, `我的个人信息-${day}.json`),
      },
    });
  }
  const files = (answer.data.files ?? []) as ExportedFile[];
  const entries = [
    { path: "我的个人信息.json", open: async () => new TextEncoder().encode(json) },
    ...files.map((file, i) => ({
      path: `我上传的文件/${String(i + 1).padStart(3, "0")}-${segment(file.fileName)}`,
      // The links are signed for an hour by the services; only links to their own file route are followed.
      open: async () => {
        if (!file.link.startsWith(`${uploadPaths.file}/`)) return null;
        const response = await fetch(`${apiOrigin()}${file.link}`, { signal: request.signal });
        return response.ok ? response.body : null;
      },
    })),
  ];
  const zip = zipStream(entries, (skipped) =>
    skipped.length ? new TextEncoder().encode(`以下文件暂时无法导出，请稍后重试：\n${skipped.join("\n")}\n`) : null,
  );
  return new Response(zip, {
    headers: { ...headers, "Content-Type": "application/zip", "Content-Disposition": attachment(`my-data-${day}.zip`, `我的个人信息-${day}.zip`) },
  });
}
