/**
 * The member-center pages this portal has built (the /user routes of app/routes.ts). The side menu
 * the server sends names every page of spec §2; it shows only these, so no entry leads to the 404
 * page. A test keeps this list equal to the route table, and `pnpm new:page` adds to it.
 */
export const MEMBER_CENTER_PAGES: ReadonlySet<string> = new Set([
  "/user/default",
  "/user/default/edit",
  "/user/bankcard/bankcard",
  "/user/service-buy-list",
  "/user/service-buy-list/detail",
  "/user/service-buy-list/law-detail",
  "/user/service-buy-list/vip-detail",
  "/user/service-publish/list",
  "/user/service-publish/add",
  "/user/service-publish/detail",
  "/user/service-publish/knowledge-list",
  "/user/service-publish/knowledge-add",
  "/user/service-publish/knowledge-detail",
  "/user/service-selled-list",
  "/user/service-selled-list/detail",
  "/user/service-auth-order",
  "/user/service-auth-order/list",
  "/user/service-auth-order/vip-detail",
  "/user/vip/buy",
  "/user/pay",
  "/user/pay/success",
  "/user/equipment/create-in",
  "/user/equipment/create-out",
  "/user/my-products/proPublish",
  "/user/my-products/proPublishEdit",
  "/user/my-products/proSupplier",
  "/user/privacy",
  "/user/privacy/export",
  "/user/customer-message-list",
  "/user/member-management/member-list",
  "/user/member-management/addInvitation",
  "/user/role-management/role-list",
  "/user/building-materials/invite-tenders",
  "/user/building-materials/addInquirySheet",
  "/user/building-materials/inviteSupplier",
  "/user/building-materials/selecting",
  "/user/building-materials/secondQuotation",
  "/user/building-materials/companyDetail",
  "/user/building-materials/address",
  "/user/building-materials/address-card",
  "/user/building-materials/address-modify",
  "/user/building-materials/baiduaddress",
  "/user/building-materials/settings",
  "/user/shop-decoration",
  "/user/my-quotation/default",
  "/user/my-quotation/quoted-company-detail",
  "/user/invite-tenders/default",
  "/user/invite-tenders/subPage/default",
  "/user/invite-tenders/subPage/public",
  "/user/invite-tenders/subPage/selectingBiddingConfirm",
  "/user/invite-tenders/btbt-pay",
  "/user/my-bid/default",
  "/user/my-bid/bitTable",
  "/user/my-bid/bid-company-detail",
  "/user/notice",
  "/user/project/project-details",
  "/user/project/registration-list",
  "/user/labor-services",
  "/user/financial-service/financial-list",
  "/user/financial-service/financial-service-add",
  "/user/financial-service/financial-service-detail",
  "/user/notice/detail",
  "/user/notice/invitationInfo",
  "/user/standard-certification/uploadImageOrVideo",
  "/user/standard-certification/standard-index",
  "/user/standard-certification/personalCertificationSub",
  "/user/standard-certification/corporateCertificationSub",
  "/user/standard-certification/my-index",
  "/user/standard-certification/my-detail",
  "/user/standard-certification/qualification-edit",
  "/user/password/edit",
  "/user/password/refind",
  "/user/password/set",
  "/user/password/same",
]);

/** A menu entry as the server sends it (platfromMenus). */
export interface MenuEntry {
  id: string;
  menuName: string;
  path: string;
  children: MenuEntry[];
}

/** The menu with only built pages, and groups left empty dropped. */
export function builtMenu(menus: readonly MenuEntry[], built: ReadonlySet<string> = MEMBER_CENTER_PAGES): MenuEntry[] {
  return menus.flatMap((entry) => {
    const children = builtMenu(entry.children, built);
    if (entry.children.length > 0) return children.length > 0 ? [{ ...entry, children }] : [];
    return built.has(entry.path.split("?")[0] ?? "") ? [{ ...entry, children: [] }] : [];
  });
}
