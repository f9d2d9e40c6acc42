import type { PermissionKey } from "../organisation/permissions.ts";

/**
 * The member center's side menu (spec §2 /user pages): its groups, entries and the permission each
 * page needs. One table for both ends: the services answer platformMenus with the entries a member
 * may use, and the portal declares a route for every entry's page by its file-name convention
 * (member-center-routes.ts), so a new menu page is one line here and its route module.
 */

/** A member-center menu entry (the contract's platformMenuSchema). */
export interface PlatformMenu {
  id: string;
  menuName: string;
  path: string;
  icon: string;
  children: PlatformMenu[];
}

/** The keys an entry's page needs: one, or several of which any one will do (as a contract call names them). */
type MenuPermission = PermissionKey | readonly PermissionKey[];

/** An entry with the permission its page needs (none: every member of the business sees it). */
type MenuDefinition = PlatformMenu & { permission?: MenuPermission; children: MenuDefinition[] };

const leaf = (id: string, menuName: string, path: string, permission?: MenuPermission): MenuDefinition => ({
  id,
  menuName,
  path,
  icon: "",
  children: [],
  ...(permission ? { permission } : {}),
});

/** A group of the menu: no page of its own, an icon, its entries. */
const group = (id: string, menuName: string, icon: string, children: MenuDefinition[]): MenuDefinition => ({ id, menuName, path: "", icon, children });

const common: MenuDefinition[] = [
  group("account", "账户管理", "user", [
    leaf("account-home", "个人中心", "/user/default"),
    leaf("account-cert", "账户认证", "/user/standard-certification/standard-index", "certification_manage"),
    leaf("account-password", "密码管理", "/user/password/same"),
    leaf("account-sign-ins", "登录记录", "/user/security/sign-ins"),
    leaf("account-bankcard", "银行卡", "/user/bankcard/bankcard", "bankcard_manage"),
    leaf("account-notice", "消息通知", "/user/notice"),
    leaf("account-privacy", "隐私与授权", "/user/privacy"),
  ]),
  group("company", "企业管理", "team", [
    leaf("company-members", "成员管理", "/user/member-management/member-list"),
    leaf("company-roles", "角色管理", "/user/role-management/role-list"),
    leaf("company-role-management-my-permissions", "我的权限", "/user/role-management/my-permissions"),
    // Where a member of no business starts (issue 61); a member of businesses founds another here too.
    leaf("company-create", "创建企业", "/user/company/create"),
    // The business's own systems read its data through the open API with the apps registered here (issue 68).
    leaf("company-open-apps", "开放接口应用", "/user/open-platform/apps", "openapi_manage"),
  ]),
];

const requireSide: MenuDefinition = group("purchase", "采购管理", "shopping", [
  leaf("purchase-inquiry", "询价单", "/user/building-materials/addInquirySheet", "inquiry_create"),
  // The sheets themselves: the 采购员 runs them, the 审批人 finds there the ones 待审批 and to award.
  leaf("purchase-inquiry-list", "询价管理", "/user/building-materials/invite-tenders", ["inquiry_create", "inquiry_award"]),
  leaf("purchase-tenders", "招标管理", "/user/invite-tenders/default", "tender_manage"),
  leaf("purchase-equipment", "设备求租", "/user/equipment/create-in"),
  leaf("purchase-project", "项目撮合", "/user/project/project-details"),
  leaf("purchase-labor", "劳务用工", "/user/labor-services"),
  leaf("purchase-services", "已购服务", "/user/service-buy-list", "order_pay"),
  // A builder sells services too (造价咨询, 安全评价 …): 服务发布 and its orders are on both sides.
  leaf("purchase-service-publish", "服务发布", "/user/service-publish/list", "service_manage"),
  leaf("purchase-service-sold", "已售服务", "/user/service-selled-list", "service_manage"),
  // Every certified company has a shop (its products, services, qualifications), builders too.
  leaf("purchase-shop", "店铺装修", "/user/shop-decoration", "product_manage"),
  leaf("purchase-service-auth", "服务授权", "/user/service-auth-order"),
]);

const supplySide: MenuDefinition = group("sales", "销售管理", "shop", [
  leaf("sales-quotation", "我的报价", "/user/my-quotation/default", "quote_submit"),
  leaf("sales-bid", "我的投标", "/user/my-bid/default", "quote_submit"),
  leaf("sales-products", "产品发布", "/user/my-products/proPublish", "product_manage"),
  leaf("sales-suppliers", "供应商目录", "/user/my-products/proSupplier"),
  leaf("sales-equipment", "设备出租", "/user/equipment/create-out"),
  leaf("sales-services", "服务发布", "/user/service-publish/list", "service_manage"),
  leaf("sales-service-sold", "已售服务", "/user/service-selled-list", "service_manage"),
  leaf("sales-project", "项目承接", "/user/project/project-details"),
  leaf("sales-labor", "劳务服务", "/user/labor-services", "service_manage"),
  leaf("sales-shop", "店铺装修", "/user/shop-decoration", "product_manage"),
]);

const finance: MenuDefinition = group("finance", "金融服务", "bank", [
  leaf("finance-list", "融资申请", "/user/financial-service/financial-list", "finance_apply"),
  leaf("finance-vip", "VIP 购买", "/user/vip/buy", "order_pay"),
]);

const everyGroup = [...common, requireSide, supplySide, finance];

/** Every page the menu leads to (its path without the leading slash and query), each once. */
export const MEMBER_CENTER_MENU_PAGES: readonly string[] = [
  ...new Set(everyGroup.flatMap((group) => group.children.map((entry) => entry.path.replace(/^\//, "").split("?")[0] ?? ""))),
];

/** Only the entries the member may use, groups left empty dropped, without the permission keys. */
function permitted(entries: readonly MenuDefinition[], permissions: ReadonlySet<string>): PlatformMenu[] {
  return entries.flatMap(({ permission, children, ...entry }) => {
    if (permission && !(typeof permission === "string" ? [permission] : permission).some((key) => permissions.has(key))) return [];
    const kept = permitted(children, permissions);
    return children.length > 0 && kept.length === 0 ? [] : [{ ...entry, children: kept }];
  });
}

/**
 * The member-center menus of a business: its side of the marketplace decides the trade menu, and
 * the member's permissions there which entries show (issue "account and organisation").
 */
export function menusFor(companyType: string, permissions: readonly string[]): PlatformMenu[] {
  return permitted([...common, companyType === "supply" ? supplySide : requireSide, finance], new Set(permissions));
}
