/**
 * The member center's part of the route table (spec §2 /user pages, layout:simple): routes.ts
 * declares each of these under that layout, and the member center takes its list of built pages
 * from here (lib/member-center/member-center-pages.ts), so a new page is one line in one place.
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

export const memberCenterRoutes: readonly MemberCenterRoute[] = [
  { path: "user/password/edit", file: "routes/user-password-edit.tsx" },
  { path: "user/password/refind", file: "routes/user-password-refind.tsx" },
  { path: "user/password/set", file: "routes/user-password-set.tsx" },
  { path: "user/password/same", file: "routes/user-password-same.tsx" },
  { path: "user/default", file: "routes/user-default.tsx" },
  { path: "user/default/edit", file: "routes/user-default-edit.tsx" },
  { path: "user/bankcard/bankcard", file: "routes/user-bankcard-bankcard.tsx" },
  { path: "user/service-buy-list", file: "routes/user-service-buy-list.tsx" },
  { path: "user/equipment/create-in", file: "routes/user-equipment-create.tsx", id: "equipment:create-in" },
  { path: "user/equipment/create-out", file: "routes/user-equipment-create.tsx", id: "equipment:create-out" },
  { path: "user/my-products/proPublish", file: "routes/user-my-products-pro-publish.tsx" },
  { path: "user/my-products/proPublishEdit", file: "routes/user-my-products-pro-publish-edit.tsx" },
  { path: "user/my-products/proSupplier", file: "routes/user-my-products-pro-supplier.tsx" },
  { path: "user/service-buy-list/detail", file: "routes/user-service-buy-list-detail.tsx" },
  { path: "user/service-buy-list/law-detail", file: "routes/user-service-buy-list-law-detail.tsx" },
  { path: "user/service-buy-list/vip-detail", file: "routes/user-service-buy-list-vip-detail.tsx" },
  { path: "user/service-publish/list", file: "routes/user-service-publish-list.tsx" },
  { path: "user/service-publish/add", file: "routes/user-service-publish-add.tsx" },
  { path: "user/service-publish/detail", file: "routes/user-service-publish-detail.tsx" },
  { path: "user/service-publish/knowledge-list", file: "routes/user-service-publish-knowledge-list.tsx" },
  { path: "user/service-publish/knowledge-add", file: "routes/user-service-publish-knowledge-add.tsx" },
  { path: "user/service-publish/knowledge-detail", file: "routes/user-service-publish-knowledge-detail.tsx" },
  { path: "user/service-selled-list", file: "routes/user-service-selled-list.tsx" },
  { path: "user/service-selled-list/detail", file: "routes/user-service-selled-list-detail.tsx" },
  { path: "user/service-auth-order", file: "routes/user-service-auth-order.tsx" },
  { path: "user/service-auth-order/list", file: "routes/user-service-auth-order-list.tsx" },
  { path: "user/service-auth-order/vip-detail", file: "routes/user-service-auth-order-vip-detail.tsx" },
  { path: "user/vip/buy", file: "routes/user-vip-buy.tsx" },
  { path: "user/pay/success", file: "routes/user-pay.tsx" },
  // The address payments returned to before /user/pay/success (spec §2) was declared; kept for links already sent.
  { path: "user/pay", file: "routes/user-pay.tsx", id: "routes/user-pay-legacy" },
  { path: "user/privacy", file: "routes/user-privacy.tsx" },
  { path: "user/customer-message-list", file: "routes/user-customer-message-list.tsx" },
  { path: "user/member-management/member-list", file: "routes/user-member-management-member-list.tsx" },
  { path: "user/member-management/addInvitation", file: "routes/user-member-management-add-invitation.tsx" },
  { path: "user/role-management/role-list", file: "routes/user-role-management-role-list.tsx" },
  { path: "user/building-materials/invite-tenders", file: "routes/user-building-materials-invite-tenders.tsx" },
  { path: "user/building-materials/addInquirySheet", file: "routes/user-building-materials-add-inquiry-sheet.tsx" },
  { path: "user/building-materials/inviteSupplier", file: "routes/user-building-materials-invite-supplier.tsx" },
  { path: "user/building-materials/selecting", file: "routes/user-building-materials-selecting.tsx" },
  { path: "user/building-materials/secondQuotation", file: "routes/user-building-materials-second-quotation.tsx" },
  { path: "user/building-materials/companyDetail", file: "routes/user-building-materials-company-detail.tsx" },
  { path: "user/building-materials/address", file: "routes/user-building-materials-address.tsx" },
  { path: "user/building-materials/address-card", file: "routes/user-building-materials-address-card.tsx" },
  { path: "user/building-materials/address-modify", file: "routes/user-building-materials-address-modify.tsx" },
  { path: "user/building-materials/baiduaddress", file: "routes/user-building-materials-baiduaddress.tsx" },
  { path: "user/building-materials/settings", file: "routes/user-building-materials-settings.tsx" },
  { path: "user/my-quotation/default", file: "routes/user-my-quotation-default.tsx" },
  { path: "user/my-quotation/quoted-company-detail", file: "routes/user-my-quotation-quoted-company-detail.tsx" },
  { path: "user/invite-tenders/default", file: "routes/user-invite-tenders-default.tsx" },
  { path: "user/invite-tenders/subPage/default", file: "routes/user-invite-tenders-sub-page-default.tsx" },
  { path: "user/invite-tenders/subPage/public", file: "routes/user-invite-tenders-sub-page-public.tsx" },
  { path: "user/invite-tenders/subPage/selectingBiddingConfirm", file: "routes/user-invite-tenders-sub-page-selecting-bidding-confirm.tsx" },
  { path: "user/invite-tenders/btbt-pay", file: "routes/user-invite-tenders-btbt-pay.tsx" },
  { path: "user/my-bid/default", file: "routes/user-my-bid-default.tsx" },
  { path: "user/my-bid/bitTable", file: "routes/user-my-bid-bit-table.tsx" },
  { path: "user/my-bid/bid-company-detail", file: "routes/user-my-bid-bid-company-detail.tsx" },
  { path: "user/shop-decoration", file: "routes/user-shop-decoration.tsx" },
  { path: "user/notice", file: "routes/user-notice.tsx" },
  { path: "user/project/project-details", file: "routes/user-project-project-details.tsx" },
  { path: "user/project/registration-list", file: "routes/user-project-registration-list.tsx" },
  { path: "user/labor-services", file: "routes/user-labor-services.tsx" },
  { path: "user/financial-service/financial-list", file: "routes/user-financial-service-financial-list.tsx" },
  { path: "user/financial-service/financial-service-add", file: "routes/user-financial-service-financial-service-add.tsx" },
  { path: "user/financial-service/financial-service-detail", file: "routes/user-financial-service-financial-service-detail.tsx" },
  { path: "user/notice/detail", file: "routes/user-notice-detail.tsx" },
  { path: "user/notice/invitationInfo", file: "routes/user-notice-invitation-info.tsx" },
  { path: "user/standard-certification/uploadImageOrVideo", file: "routes/user-standard-certification-upload-image-or-video.tsx" },
  { path: "user/standard-certification/standard-index", file: "routes/user-standard-certification-standard-index.tsx" },
  { path: "user/standard-certification/personalCertificationSub", file: "routes/user-standard-certification-personal.tsx" },
  { path: "user/standard-certification/corporateCertificationSub", file: "routes/user-standard-certification-corporate.tsx" },
  { path: "user/standard-certification/my-index", file: "routes/user-standard-certification-my-index.tsx" },
  { path: "user/standard-certification/my-detail", file: "routes/user-standard-certification-my-detail.tsx" },
  { path: "user/standard-certification/qualification-edit", file: "routes/user-standard-certification-qualification-edit.tsx" },
  { path: "user/security/sign-ins", file: "routes/user-security-sign-ins.tsx" },
];
