import type { CallDeclaration } from "@cidp/api-client/contract";
import { resultMessage } from "./result-message.ts";
import { requireData, requireStaff } from "./staff.server.ts";

/**
 * A content desk page (横幅, 帮助中心, 站点文字, 友情链接, 党建栏目): what `declaration` lists for staff
 * who may read content, whether this staff member may also edit it, and the last change's result
 * among `results`.
 */
export async function contentDeskPage<D extends CallDeclaration>(request: Request, declaration: D, results: Readonly<Record<string, string>>) {
  const me = await requireStaff(request, "content.read");
  const data = await requireData(request, declaration);
  return { data, mayEdit: me.permissions.includes("content.edit"), result: resultMessage(request, results) };
}
