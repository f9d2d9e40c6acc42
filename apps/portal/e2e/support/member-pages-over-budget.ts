/**
 * Member pages above the member budget (170 KB of script, gzip, on a cold load), each with the
 * figure in KB it may not exceed: its measure of 29 Nov 2026 rounded up, and 1 KB more
 * (re-measured on 30 Nov for the trade pages that gained 招标文件, 询价附件 and 报价附件 uploads, the
 * 变更公告 form and the 询价设置 hours, and for the procurement and tender pages that share their
 * grown texts; and again for the pages whose actions show by role: the calls' permission keys in
 * the browser's contract and the MayCall marker, 0.3 to 1.5 KB; and on 1 Dec for 编辑产品, whose
 * 产品描述 became the rich-text editor: 180.5 → 181.8 KB, the editor's stand-in text area and its
 * loader, Tiptap's 126 KB coming only when the field is first used, and for four pages then found a
 * few hundred bytes over their figures, as the catalogue's and services' texts and the shared
 * chunks moved: 服务详情 176.2, 招标管理 185.1, 消息通知 175.0, 供应商 170.1; and for a shop service
 * order's detail, which gained 验收, 售后, the seller's contact and the invoice panel, and its own
 * pay page, the lesson pay page's twin; and for eight pages 0.1–1.1 KB over once refusals carried
 * their kind to the pages (the wire's failure envelope and loadFailureText's kinds) and 邀请成员 named
 * the permission it takes: 编辑资料 177.1, 设备发布 193.0, 服务发布 175.1, 邀请成员 185.1, 成员管理
 * 185.1, 劳务 178.0, 服务列表 186.4); and on 1 Dec for 开放接口应用, new (183.9 KB: its register form, the
 * app cards and the call log's table), and 我的权限 at 182.1 once the permission list gained
 * 开放接口应用管理). Every member page carries the
 * member shell, some 167 KB (React and the router, the app's shell, the header's state machines
 * and chat engine: /user/default, the shell alone with its page, is 168.6 KB), so a page's own code
 * has about 3 KB left within the budget. size-budget.spec.ts fails a page that grows past its
 * figure and names a listed page that has come within the budget, to be taken off this list. The
 * list empties as the shell shrinks.
 */
export const MEMBER_PAGES_OVER_BUDGET_KB: Readonly<Record<string, number>> = {
  "/default/comprehensives-ervices/law-services/law-lesson/pay": 173,
  "/default/comprehensives-ervices/law-services/law-lesson/pay/success": 174,
  "/default/message-list": 172,
  "/user/bankcard/bankcard": 178,
  "/user/building-materials/addInquirySheet": 190,
  "/user/building-materials/address": 175,
  "/user/building-materials/address-modify": 177,
  "/user/building-materials/baiduaddress": 172,
  "/user/building-materials/companyDetail": 183,
  "/user/building-materials/invite-tenders": 187,
  "/user/building-materials/inviteSupplier": 191,
  "/user/building-materials/secondQuotation": 182,
  "/user/building-materials/selecting": 199,
  "/user/building-materials/settings": 181,
  "/user/company/create": 187,
  "/user/customer-message-list": 172,
  "/user/default/edit": 179,
  "/user/equipment/create-in": 194,
  "/user/equipment/create-out": 194,
  "/user/financial-service/financial-list": 184,
  "/user/financial-service/financial-service-add": 177,
  "/user/financial-service/financial-service-detail": 176,
  "/user/invite-tenders/btbt-pay": 188,
  "/user/invite-tenders/default": 180,
  "/user/invite-tenders/subPage/default": 201,
  "/user/invite-tenders/subPage/public": 173,
  "/user/invite-tenders/subPage/selectingBiddingConfirm": 180,
  "/user/labor-services": 179,
  "/user/member-management/addInvitation": 187,
  "/user/member-management/member-list": 187,
  "/user/my-bid/bid-company-detail": 196,
  "/user/my-bid/bitTable": 183,
  "/user/my-bid/default": 179,
  "/user/my-products/proPublish": 185,
  "/user/my-products/proPublishEdit": 183,
  "/user/my-products/proSupplier": 172,
  "/user/my-quotation/default": 202,
  "/user/my-quotation/quoted-company-detail": 183,
  "/user/notice": 177,
  "/user/notice/detail": 172,
  "/user/notice/invitationInfo": 184,
  "/user/open-platform/apps": 185,
  "/user/password/edit": 176,
  "/user/password/refind": 177,
  "/user/password/same": 176,
  "/user/password/set": 176,
  "/user/pay": 174,
  "/user/pay/bank-transfer": 172,
  "/user/pay/success": 174,
  "/user/pay/wechat": 172,
  "/user/pay/wechat-jsapi": 173,
  "/user/privacy": 175,
  "/user/project/project-details": 178,
  "/user/project/registration-list": 186,
  "/user/role-management/my-permissions": 183,
  "/user/role-management/role-list": 186,
  "/user/security/sign-ins": 182,
  "/user/service-auth-order": 180,
  "/user/service-auth-order/list": 181,
  "/user/service-auth-order/vip-detail": 179,
  "/user/service-buy-list": 182,
  "/user/service-buy-list/detail": 184,
  "/user/service-buy-list/law-detail": 182,
  "/user/service-buy-list/shop-pay": 174,
  "/user/service-buy-list/vip-detail": 183,
  "/user/service-publish/add": 177,
  "/user/service-publish/detail": 178,
  "/user/service-publish/knowledge-add": 174,
  "/user/service-publish/knowledge-detail": 175,
  "/user/service-publish/knowledge-list": 179,
  "/user/service-publish/list": 188,
  "/user/service-selled-list": 184,
  "/user/service-selled-list/detail": 182,
  "/user/shop-decoration": 181,
  "/user/standard-certification/corporateCertificationSub": 182,
  "/user/standard-certification/my-detail": 180,
  "/user/standard-certification/my-index": 175,
  "/user/standard-certification/personalCertificationSub": 182,
  "/user/standard-certification/qualification-edit": 184,
  "/user/standard-certification/standard-index": 172,
  "/user/standard-certification/uploadImageOrVideo": 182,
  // 开通VIP会员 gained the link to 线下培训与政策解读会: 177.2 KB on 1 Dec 2026 (with the link's texts then; now its own two-line module).
  "/user/vip/buy": 178,
  // 免费合同审查 (the upload field's loader): 179.6 KB on 1 Dec 2026.
  "/user/vip/contract-review": 181,
  // 行业价格分析报告 (the ui Table): 178.9 KB on 1 Dec 2026.
  "/user/vip/price-report": 180,
  // 线下培训与政策解读会 (the ui Table, a register form and 取消报名): 183.4 KB on 1 Dec 2026.
  "/user/vip/training": 185,
};
