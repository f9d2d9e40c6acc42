import { ok } from "../../http/envelope.ts";
import { CompanyAdminError, createCompanyAdmin } from "./company-admin.ts";
import { answeringRefusals, answeringWithMessage, type StaffRouteKit } from "./staff-route-kit.ts";

/** 会员管理's companies: the newest first, search, a company's detail, correct a qualification certificate, hide or show the shop. */
export function operatorCompanyRoutes({ db, now, route, actorOf }: StaffRouteKit) {
  const companyAdmin = createCompanyAdmin(db, now);
  const companyChange = <T>(run: () => Promise<T>) => answeringRefusals([CompanyAdminError], run);
  const done = answeringWithMessage(companyChange);
  route("companySearch", async (request) => ok(await companyAdmin.search(request.query.keyword)));
  route("companyList", async (request) => ok(await companyAdmin.list(request.query)));
  route("companyDetail", async (request) => ok(await companyChange(() => companyAdmin.detail(request.params.id))));
  route("companyQualificationUpdate", async (request) => {
    const changed = await companyChange(() => companyAdmin.updateQualification(request.params.id, request.body, actorOf(request)));
    return ok({ changed }, changed ? "资质证书已修改" : "资质证书未改变");
  });
  route("companyShopHide", (request) => done("店铺已对访客隐藏", () => companyAdmin.hideShop(request.params.id, request.body.reason, actorOf(request))));
  route("companyShopShow", (request) => done("店铺已恢复对访客可见", () => companyAdmin.showShop(request.params.id, actorOf(request))));
}
