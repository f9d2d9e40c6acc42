import { legalTextOf } from "@cidp/api-client/contract";
import { ok } from "../../http/envelope.ts";
import { okIfFound } from "../../http/ok-if-found.ts";
import { answeringRefusals, type StaffRouteKit } from "../operator/staff-route-kit.ts";
import { type LegalDesk, LegalDeskError } from "./legal-desk.ts";

/** 法律文件: the documents, their versions in full, and new versions proposed for review. */
export function legalDeskRoutes({ route, actorOf }: StaffRouteKit, desk: LegalDesk) {
  const refusing = <T>(run: () => Promise<T>) => answeringRefusals([LegalDeskError], run);
  route("legalDocuments", async () => ok(await desk.overview()));
  route("legalDocument", async (request) => {
    const { currentSections, ...document } = await desk.document(request.params.key);
    return ok({ ...document, currentText: legalTextOf(currentSections) });
  });
  route("legalVersion", async (request) => okIfFound(await desk.version(request.params.key, request.params.version), "该版本不存在"));
  route("legalPropose", async (request) =>
    ok(await refusing(() => desk.propose(request.params.key, request.body, actorOf(request))), "已提交审核，请等待另一位审核人员审核"),
  );
}
