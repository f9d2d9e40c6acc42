import { MEMBER_CENTER_MENU_PAGES } from "@cidp/domain";

/**
 * The member center's part of the route table (spec §2 /user pages, layout:simple): routes.ts
 * declares each of these under that layout, and the member center takes its list of built pages
 * from here (lib/member-center/member-center-pages.ts). Every page of the side menu
 * (@cidp/domain's member-center-menus.ts) is declared by the file-name convention below, so a new
 * menu page is its menu line and its route module; the pages the menu does not lead to (details,
 * forms, steps) and the ones whose module breaks the convention are listed here.
 * Plain data, without React Router's config helpers, so the running server can read it.
 */
export interface MemberCenterRoute {
  /** The page's address without the leading slash, as spec §2 spells it. */
  path: string;
  /** Its route module, relative to app/. */
  file: string;
  /** A route id, when one module serves two paths. */
  id?: string;
}

/** A page's route module by convention: kebab-case file names (lint), so addInvitation becomes add-invitation. */
export function routeModuleOf(path: string): string {
  const slug = path
    .split("/")
    .map((segment) => segment.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase())
    .join("-");
  return `routes/${slug}.tsx`;
}

const listedRoutes: readonly MemberCenterRoute[] = [
  { path: "user/password/edit", file: "routes/user-password-edit.tsx" },
  { path: "user/password/refind", file: "routes/user-password-refind.tsx" },
  { path: "user/password/set", file: "routes/user-password-set.tsx" },
  { path: "user/default/edit", file: "routes/user-default-edit.tsx" },
  { path: "user/equipment/create-in", file: "routes/user-equipment-create.tsx", id: "equipment:create-in" },
  { path: "user/equipment/create-out", file: "routes/user-equipment-create.tsx", id: "equipment:create-out" },
  { path: "user/my-products/proPublishEdit", file: "routes/user-my-products-pro-publish-edit.tsx" },
  { path: "user/service-buy-list/detail", file: "routes/user-service-buy-list-detail.tsx" },
  { path: "user/service-buy-list/law-detail", file: "routes/user-service-buy-list-law-detail.tsx" },
  { path: "user/service-buy-list/vip-detail", file: "routes/user-service-buy-list-vip-detail.tsx" },
  // A shop's service is paid here, on the buyer's order pages (law-lesson/pay sends it on).
  { path: "user/service-buy-list/shop-pay", file: "routes/user-service-buy-list-shop-pay.tsx" },
  { path: "user/service-publish/add", file: "routes/user-service-publish-add.tsx" },
  { path: "user/service-publish/detail", file: "routes/user-service-publish-detail.tsx" },
  { path: "user/service-publish/knowledge-list", file: "routes/user-service-publish-knowledge-list.tsx" },
  { path: "user/service-publish/knowledge-add", file: "routes/user-service-publish-knowledge-add.tsx" },
  { path: "user/service-publish/knowledge-detail", file: "routes/user-service-publish-knowledge-detail.tsx" },
  { path: "user/service-selled-list/detail", file: "routes/user-service-selled-list-detail.tsx" },
  { path: "user/service-auth-order/list", file: "routes/user-service-auth-order-list.tsx" },
  { path: "user/service-auth-order/vip-detail", file: "routes/user-service-auth-order-vip-detail.tsx" },
  // 行业价格分析报告: a VIP benefit (年度 quarterly, 企业 monthly), reached from 开通VIP会员 and the VIP grant.
  { path: "user/vip/price-report", file: "routes/user-vip-price-report.tsx" },
  // 免费合同审查: 企业VIP's two contract reviews a period, reached from 开通VIP会员.
  { path: "user/vip/contract-review", file: "routes/user-vip-contract-review.tsx" },
  // 线下培训与政策解读会: the 企业VIP seats (two a period), reached from 开通VIP会员.
  { path: "user/vip/training", file: "routes/user-vip-training.tsx" },
  { path: "user/pay/success", file: "routes/user-pay.tsx" },
  // WeChat Pay on a PC: the trade's QR code and a poll that moves on once the payment arrives.
  { path: "user/pay/wechat", file: "routes/user-pay-wechat.tsx" },
  // WeChat Pay inside WeChat's browser (JSAPI): 网页授权 returns here, then WeChat's cashier opens over the page.
  { path: "user/pay/wechat-jsapi", file: "routes/user-pay-wechat-jsapi.tsx" },
  // 对公转账: the platform's collection account, the order's 附言 reference, and whether finance confirmed it.
  { path: "user/pay/bank-transfer", file: "routes/user-pay-bank-transfer.tsx" },
  // The address payments returned to before /user/pay/success (spec §2) was declared; kept for links already sent.
  { path: "user/pay", file: "routes/user-pay.tsx", id: "routes/user-pay-legacy" },
  { path: "user/customer-message-list", file: "routes/user-customer-message-list.tsx" },
  { path: "user/member-management/addInvitation", file: "routes/user-member-management-add-invitation.tsx" },
  { path: "user/building-materials/invite-tenders", file: "routes/user-building-materials-invite-tenders.tsx" },
  { path: "user/building-materials/inviteSupplier", file: "routes/user-building-materials-invite-supplier.tsx" },
  { path: "user/building-materials/selecting", file: "routes/user-building-materials-selecting.tsx" },
  { path: "user/building-materials/secondQuotation", file: "routes/user-building-materials-second-quotation.tsx" },
  { path: "user/building-materials/companyDetail", file: "routes/user-building-materials-company-detail.tsx" },
  { path: "user/building-materials/address", file: "routes/user-building-materials-address.tsx" },
  { path: "user/building-materials/address-card", file: "routes/user-building-materials-address-card.tsx" },
  { path: "user/building-materials/address-modify", file: "routes/user-building-materials-address-modify.tsx" },
  { path: "user/building-materials/baiduaddress", file: "routes/user-building-materials-baiduaddress.tsx" },
  { path: "user/building-materials/settings", file: "routes/user-building-materials-settings.tsx" },
  { path: "user/my-quotation/quoted-company-detail", file: "routes/user-my-quotation-quoted-company-detail.tsx" },
  { path: "user/invite-tenders/subPage/default", file: "routes/user-invite-tenders-sub-page-default.tsx" },
  { path: "user/invite-tenders/subPage/public", file: "routes/user-invite-tenders-sub-page-public.tsx" },
  { path: "user/invite-tenders/subPage/selectingBiddingConfirm", file: "routes/user-invite-tenders-sub-page-selecting-bidding-confirm.tsx" },
  { path: "user/invite-tenders/btbt-pay", file: "routes/user-invite-tenders-btbt-pay.tsx" },
  { path: "user/my-bid/bitTable", file: "routes/user-my-bid-bit-table.tsx" },
  { path: "user/my-bid/bid-company-detail", file: "routes/user-my-bid-bid-company-detail.tsx" },
  { path: "user/project/registration-list", file: "routes/user-project-registration-list.tsx" },
  { path: "user/financial-service/financial-service-add", file: "routes/user-financial-service-financial-service-add.tsx" },
  { path: "user/financial-service/financial-service-detail", file: "routes/user-financial-service-financial-service-detail.tsx" },
  { path: "user/notice/detail", file: "routes/user-notice-detail.tsx" },
  { path: "user/notice/invitationInfo", file: "routes/user-notice-invitation-info.tsx" },
  { path: "user/standard-certification/uploadImageOrVideo", file: "routes/user-standard-certification-upload-image-or-video.tsx" },
  { path: "user/standard-certification/personalCertificationSub", file: "routes/user-standard-certification-personal.tsx" },
  { path: "user/standard-certification/corporateCertificationSub", file: "routes/user-standard-certification-corporate.tsx" },
  { path: "user/standard-certification/my-index", file: "routes/user-standard-certification-my-index.tsx" },
  { path: "user/standard-certification/my-detail", file: "routes/user-standard-certification-my-detail.tsx" },
  { path: "user/standard-certification/qualification-edit", file: "routes/user-standard-certification-qualification-edit.tsx" },
];

const listed = new Set(listedRoutes.map((route) => route.path));

export const memberCenterRoutes: readonly MemberCenterRoute[] = [
  ...listedRoutes,
  ...MEMBER_CENTER_MENU_PAGES.filter((path) => !listed.has(path)).map((path) => ({ path, file: routeModuleOf(path) })),
];
