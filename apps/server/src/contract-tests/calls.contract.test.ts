// Every call of the contract, made through its typed function of @cidp/api-client against the
// real in-process server over HTTP, and its answer validated against the contract's schema.
import {
  type ApiClient,
  allReadNotice,
  assistCaptcha,
  checkTenantExists,
  clickReadNotice,
  clientCall,
  confirmUpload,
  createApiClient,
  forgetPassword,
  generateCaptcha,
  getAbilityList,
  getArticleDetail,
  getArticlePage,
  getAttachmentList,
  getBannerList,
  getBusinessList,
  getBusinessMemberList,
  getCenterNoticeDetail,
  getCenterNoticeList,
  getChatCompanyContact,
  getChatList,
  getChatMe,
  getChatMessages,
  getChatServiceAccount,
  getChatUser,
  getChatUserByName,
  getCompanyInfo,
  getCompanyProfile,
  getContentList,
  getDictList,
  getFinanceApplyCaptcha,
  getFooterNavigateTree,
  getFrontPopup,
  getHelpDetail,
  getHomeArticles,
  getHomeDistrictList,
  getLoginBusinesses,
  getMemberInfoDetail,
  getNoReadCount,
  getNoticeList,
  getPlatformConfigList,
  getPlatformMenus,
  getServicePackageList,
  getSupervise,
  getSwitchBusinessToken,
  getTabNoReadCount,
  getUserFlag,
  getUserInfo,
  injectAnalytics,
  loginWithPassword,
  logout,
  logoutChat,
  logoutLoginService,
  markChatRead,
  moveChat,
  openChat,
  registerUpload,
  saveAttachments,
  sendPhoneCode,
  sendValidateCode,
  sendVerificationCode,
  submitFinanceApply,
  submitProjectApply,
  updateChatUser,
  updatePassword,
  updatePayPassword,
  updatePayPasswordByQuery,
  validateCaptcha,
} from "@cidp/api-client";
import {
  analyticsCalls,
  bankCardCalls,
  catalogueCalls,
  certificationCalls,
  chatCalls,
  companyCalls,
  contractRoutes,
  deliveryAddressCalls,
  envelope,
  equipmentCalls,
  financeCalls,
  homeCalls,
  invoiceCalls,
  knowledgeCalls,
  laborCalls,
  legalCalls,
  legalServiceCalls,
  lessonCalls,
  loginCalls,
  memberCalls,
  noticeCalls,
  openAppCalls,
  openSandboxCalls,
  orderCalls,
  organisationCalls,
  personalCenterCalls,
  platformPaths,
  privacyCalls,
  procurementCalls,
  profileCalls,
  projectCalls,
  searchCalls,
  serviceAuthCalls,
  shopCalls,
  shopServiceCalls,
  sitemapCalls,
  tenderCalls,
  uploadCalls,
  vipCalls,
  vipContractReviewCalls,
  vipTrainingCalls,
} from "@cidp/api-client/contract";
import { and, eq, gt, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogueProducts } from "../capabilities/catalogue/schema.ts";
import { equipmentListings, equipmentRequests } from "../capabilities/equipment/schema.ts";
import { PROCUREMENT_JOB_KINDS } from "../capabilities/procurement/procurement-jobs.ts";
import { inquirySheets } from "../capabilities/procurement/schema.ts";
import { shopServices } from "../capabilities/shop-service/schema.ts";
import { bidderOfBusiness } from "../capabilities/tender/bidder-repository.ts";
import { tenderBidders, tenderClarifications, tenders } from "../capabilities/tender/schema.ts";
import { issueDueReports } from "../capabilities/vip/price-report.ts";
import { vipGrants, vipPlans } from "../capabilities/vip/schema.ts";
import { marketPriceFigures } from "../composition/vip-price-figures.ts";
import { demoAccounts } from "../db/demo-accounts.ts";
import { formatDateTime } from "../http/format.ts";
import { humanDragTrack } from "../platform/captcha/human-track.ts";
import { businesses, members } from "../platform/member/schema.ts";
import { serviceOrders } from "../platform/order/schema.ts";
import { createUploadRepository } from "../platform/upload/repository.ts";
import { chooseAtServedCheckout } from "../testing/sandbox-checkout.ts";
import { storedUpload } from "../testing/suite-helpers.ts";
import { type ServedApp, startServedApp } from "./served-app.ts";

const [member, otherMember] = demoAccounts;

/**
 * One row: the contract route it covers, who calls, and the typed call (finding its arguments
 * first when it needs ids). "member" rows share one session; "other-member" rows each log in
 * afresh, because they end or change that member's sessions.
 */
interface CallRow {
  route: string;
  who: "anonymous" | "member" | "other-member";
  call(client: ApiClient): Promise<unknown>;
}

let served: ServedApp;

/** The last code the development SMS outbox holds for a phone. */
async function outboxCode(phone: string): Promise<string> {
  const response = await fetch(`${served.baseURL}${platformPaths.devSmsOutbox}?phone=${phone}`);
  const body = (await response.json()) as { data: { code: string | null }[] };
  const code = body.data.find((entry) => entry.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

const anyEnvelope = envelope(z.unknown());

async function firstId(promise: Promise<{ data: { records: { id: number }[] } | { id: number }[] }>): Promise<number> {
  const { data } = await promise;
  const list = Array.isArray(data) ? data : data.records;
  const id = list[0]?.id;
  if (id === undefined) throw new Error("the seed has no record to call this with");
  return id;
}

const rows: CallRow[] = [
  // Member and login
  { route: `POST ${memberCalls.loginTenantMemberBusiness.path}`, who: "anonymous", call: (c) => getLoginBusinesses(c, member) },
  { route: `POST ${memberCalls.oauthToken.path}`, who: "anonymous", call: (c) => loginWithPassword(c, member) },
  { route: `GET ${memberCalls.logout.path}`, who: "other-member", call: (c) => logout(c) },
  { route: `GET ${memberCalls.businessList.path}`, who: "member", call: (c) => getBusinessList(c) },
  {
    route: `GET ${memberCalls.switchBusinessToken.path}`,
    who: "member",
    async call(c) {
      const { data } = await getBusinessList(c);
      const target = data.at(-1);
      if (!target) throw new Error("the demo member has no business");
      return getSwitchBusinessToken(c, { businessId: target.businessId });
    },
  },
  { route: `GET ${memberCalls.userInfo.path}`, who: "member", call: (c) => getUserInfo(c) },
  { route: `GET ${memberCalls.companyInfo.path}`, who: "member", call: (c) => getCompanyInfo(c) },
  { route: `GET ${memberCalls.memberInfoDetail.path}`, who: "member", call: (c) => getMemberInfoDetail(c) },
  { route: `GET ${memberCalls.platformMenus.path}`, who: "member", call: (c) => getPlatformMenus(c) },
  { route: `GET ${memberCalls.memberFrame.path}`, who: "member", call: (c) => clientCall(memberCalls.memberFrame)(c) },
  { route: `GET ${personalCenterCalls.tasks.path}`, who: "member", call: (c) => clientCall(personalCenterCalls.tasks)(c) },
  { route: `GET ${personalCenterCalls.center.path}`, who: "member", call: (c) => clientCall(personalCenterCalls.center)(c) },
  { route: `GET ${memberCalls.businessMemberList.path}`, who: "member", call: (c) => getBusinessMemberList(c, { current: 1, size: 10, keyword: "张" }) },
  // 银行卡: the member is 张建国 (the holder's name), cards with valid Luhn digits.
  { route: `GET ${bankCardCalls.list.path}`, who: "member", call: (c) => clientCall(bankCardCalls.list)(c) },
  {
    route: `POST ${bankCardCalls.bind.path}`,
    who: "member",
    call: (c) => clientCall(bankCardCalls.bind)(c, { kind: "personal", cardNumber: "6222021000123456781", holderName: "张建国" }),
  },
  {
    route: `POST ${bankCardCalls.setDefault.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(bankCardCalls.bind)(c, { kind: "personal", cardNumber: "6227001234567890121", holderName: "张建国" });
      return clientCall(bankCardCalls.setDefault)(c, { id: data.id });
    },
  },
  {
    route: `POST ${bankCardCalls.unbind.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(bankCardCalls.bind)(c, { kind: "personal", cardNumber: "6217990000111122228", holderName: "张建国" });
      return clientCall(bankCardCalls.unbind)(c, { id: data.id });
    },
  },
  {
    route: `POST ${bankCardCalls.confirmDeposit.path}`,
    who: "member",
    call: async (c) => {
      const bound = await clientCall(bankCardCalls.bind)(c, {
        kind: "corporate",
        cardNumber: "22050100555566667777",
        holderName: "吉林宏远建设工程有限公司",
        bankName: "吉林银行",
      });
      const deposit = (await (await fetch(`${served.baseURL}${platformPaths.devBankCardDeposit}?id=${bound.data.id}`)).json()) as { amount: string };
      return clientCall(bankCardCalls.confirmDeposit)(c, { id: bound.data.id, amount: deposit.amount });
    },
  },
  // 服务订单: 张建国 orders the first legal package (its price from the server), pays and follows it.
  { route: `POST ${orderCalls.create.path}`, who: "member", call: (c) => orderFirstPackage(c) },
  { route: `GET ${orderCalls.quote.path}`, who: "member", call: (c) => clientCall(orderCalls.quote)(c, { itemKind: "vip_plan", itemId: 1 }) },
  { route: `GET ${orderCalls.list.path}`, who: "member", call: (c) => clientCall(orderCalls.list)(c, {}) },
  { route: `GET ${orderCalls.methods.path}`, who: "member", call: (c) => clientCall(orderCalls.methods)(c) },
  {
    route: `GET ${orderCalls.detail.path}`,
    who: "member",
    call: async (c) => clientCall(orderCalls.detail)(c, { orderNo: (await orderFirstPackage(c)).data.orderNo }),
  },
  {
    route: `POST ${orderCalls.pay.path}`,
    who: "member",
    call: async (c) => clientCall(orderCalls.pay)(c, { orderNo: (await orderFirstPackage(c)).data.orderNo, method: "wechat" }),
  },
  {
    // 对公转账: the 企业VIP会员 (2999元) is above the development start's limit (2000元).
    route: `GET ${orderCalls.bankTransfer.path}`,
    who: "member",
    call: async (c) => {
      const { orderNo } = (await clientCall(orderCalls.create)(c, { itemKind: "vip_plan", itemId: 3 })).data;
      await clientCall(orderCalls.pay)(c, { orderNo, method: "bank_transfer" });
      return clientCall(orderCalls.bankTransfer)(c, { orderNo });
    },
  },
  {
    route: `POST ${orderCalls.sync.path}`,
    who: "member",
    call: async (c) => clientCall(orderCalls.sync)(c, { orderNo: (await orderFirstPackage(c)).data.orderNo }),
  },
  {
    route: `POST ${orderCalls.cancel.path}`,
    who: "member",
    call: async (c) => clientCall(orderCalls.cancel)(c, { orderNo: (await orderFirstPackage(c)).data.orderNo }),
  },
  {
    route: `POST ${orderCalls.requestRefund.path}`,
    who: "member",
    call: async (c) => clientCall(orderCalls.requestRefund)(c, { orderNo: await paidOrder(c), reason: "项目取消" }),
  },
  // 验收 and 售后 of a seeded shop-service order 长春华信 (李晓梅) bought and 吉林宏远 delivered.
  {
    route: `POST ${orderCalls.accept.path}`,
    who: "other-member",
    call: async (c) => clientCall(orderCalls.accept)(c, { orderNo: await soldOrderIn("awaiting_acceptance") }),
  },
  {
    route: `POST ${orderCalls.requestAfterSale.path}`,
    who: "other-member",
    call: async (c) => clientCall(orderCalls.requestAfterSale)(c, { orderNo: await soldOrderIn("awaiting_acceptance"), reason: "报告缺少检测数据" }),
  },
  // 法律服务与服务需求: lawyers, 咨询 (a chat with the lawyer), a need with its captcha, the public cases.
  { route: `GET ${legalServiceCalls.lawyerList.path}`, who: "anonymous", call: (c) => clientCall(legalServiceCalls.lawyerList)(c, { specialty: "招投标" }) },
  { route: `GET ${legalServiceCalls.lawyerDetail.path}`, who: "anonymous", call: (c) => clientCall(legalServiceCalls.lawyerDetail)(c, { id: 1 }) },
  { route: `POST ${legalServiceCalls.consult.path}`, who: "member", call: (c) => clientCall(legalServiceCalls.consult)(c, { lawyerId: 1 }) },
  {
    route: `POST ${legalServiceCalls.needSubmit.path}`,
    who: "anonymous",
    call: async (c) =>
      clientCall(legalServiceCalls.needSubmit)(c, {
        title: "劳务分包合同审查",
        category: "合同审查",
        description: "新签劳务分包合同约两百万元，需律师审查工程量确认、工资支付和违约责任条款。",
        regionCode: "220100",
        contactName: "周经理",
        phone: "13904318888",
        proof: await captchaProof(c),
      }),
  },
  { route: `GET ${legalServiceCalls.needList.path}`, who: "anonymous", call: (c) => clientCall(legalServiceCalls.needList)(c, { status: "open" }) },
  { route: `GET ${legalServiceCalls.overview.path}`, who: "anonymous", call: (c) => clientCall(legalServiceCalls.overview)(c) },
  // 招标投标: 张建国 (吉林宏远) tenders, 李晓梅 (长春华信) bids; the seeded tenders cover the later stages.
  { route: `POST ${tenderCalls.saveDraft.path}`, who: "member", call: (c) => tenderDraft(c) },
  { route: `POST ${tenderCalls.publish.path}`, who: "member", call: async (c) => clientCall(tenderCalls.publish)(c, { id: (await tenderDraft(c)).data.id }) },
  { route: `GET ${tenderCalls.tendererList.path}`, who: "member", call: (c) => clientCall(tenderCalls.tendererList)(c, {}) },
  {
    route: `GET ${tenderCalls.tendererDetail.path}`,
    who: "member",
    call: async (c) => clientCall(tenderCalls.tendererDetail)(c, { id: await seededTender("ZB20261020HY0003") }),
  },
  {
    route: `POST ${tenderCalls.advance.path}`,
    who: "member",
    call: async (c) => clientCall(tenderCalls.advance)(c, { id: await publishedTender(), step: "close-registration" }),
  },
  {
    route: `POST ${tenderCalls.withdraw.path}`,
    who: "member",
    call: async (c) => clientCall(tenderCalls.withdraw)(c, { id: await publishedTender(), reason: "项目规划调整" }),
  },
  {
    route: `POST ${tenderCalls.reviewRegistration.path}`,
    who: "member",
    call: async (c) => clientCall(tenderCalls.reviewRegistration)(c, { bidderId: await registeredBidder(await publishedTender()), approve: true }),
  },
  {
    route: `POST ${tenderCalls.reviewDeposit.path}`,
    who: "member",
    async call(c) {
      const id = await publishedTender(1_000_000);
      const bidderId = await approvedBidder(id);
      await clientCall(tenderCalls.depositProof)(await clientFor("other-member"), {
        id,
        method: "voucher",
        reference: "工行回单 88001",
        voucherFileId: await ownImage(otherMember.phone),
      });
      return clientCall(tenderCalls.reviewDeposit)(c, { bidderId, confirm: true });
    },
  },
  {
    route: `POST ${tenderCalls.clarify.path}`,
    who: "member",
    call: async (c) =>
      clientCall(tenderCalls.clarify)(c, { id: await publishedTender(), content: "工程量清单第2项数量更正为 1 200 平方米。", substantive: true }),
  },
  {
    route: `POST ${tenderCalls.score.path}`,
    who: "member",
    async call(c) {
      const id = await seededTender("ZB20261020HY0003");
      return clientCall(tenderCalls.score)(c, { id, bidderId: await bidderOf(id), scores: [{ criterionKey: "price", points: 58 }] });
    },
  },
  {
    route: `POST ${tenderCalls.announceCandidates.path}`,
    who: "member",
    call: async (c) =>
      clientCall(tenderCalls.announceCandidates)(c, { id: await seededTender("ZB20261020HY0003"), days: 3, objectionContact: "异议请致电 0431-85896666" }),
  },
  {
    route: `POST ${tenderCalls.award.path}`,
    who: "member",
    async call(c) {
      const id = await seededTender("ZB20261010HY0004");
      return clientCall(tenderCalls.award)(c, { id, bidderId: await bidderOf(id) });
    },
  },
  {
    route: `POST ${tenderCalls.answerObjection.path}`,
    who: "member",
    async call(c) {
      const id = await tenderInPublicity();
      const { data } = await clientCall(tenderCalls.fileObjection)(await clientFor("other-member"), {
        id,
        content: "第一中标候选人业绩证明材料存疑，请核查。",
      });
      return clientCall(tenderCalls.answerObjection)(c, { objectionId: data.id, answer: "经核查，业绩证明材料真实有效，异议不成立。" });
    },
  },
  {
    route: `POST ${tenderCalls.fileObjection.path}`,
    who: "other-member",
    call: async (c) => clientCall(tenderCalls.fileObjection)(c, { id: await tenderInPublicity(), content: "第一中标候选人业绩证明材料存疑，请核查。" }),
  },
  { route: `GET ${tenderCalls.openList.path}`, who: "anonymous", call: (c) => clientCall(tenderCalls.openList)(c, { keyword: "工程" }) },
  {
    route: `GET ${tenderCalls.openDetail.path}`,
    who: "anonymous",
    call: async (c) => clientCall(tenderCalls.openDetail)(c, { id: await seededTender("ZB20261101HY0001") }),
  },
  {
    route: `POST ${tenderCalls.register.path}`,
    who: "other-member",
    call: async (c) => clientCall(tenderCalls.register)(c, { id: await publishedTender(), qualificationFileIds: [await ownImage(otherMember.phone)] }),
  },
  {
    route: `POST ${tenderCalls.depositProof.path}`,
    who: "other-member",
    async call(c) {
      const id = await publishedTender(1_000_000);
      await approvedBidder(id);
      return clientCall(tenderCalls.depositProof)(c, { id, method: "guarantee", reference: "BH2026112300099" });
    },
  },
  {
    route: `POST ${tenderCalls.submitBid.path}`,
    who: "other-member",
    async call(c) {
      const id = await publishedTender();
      await approvedBidder(id);
      return clientCall(tenderCalls.submitBid)(c, { id, bid: { lines: [{ section: 1, priceFen: 288_000_000 }], durationDays: 180 } });
    },
  },
  {
    route: `POST ${tenderCalls.acknowledge.path}`,
    who: "other-member",
    async call(c) {
      const id = await publishedTender();
      await registeredBidder(id);
      await clientCall(tenderCalls.clarify)(await clientFor("member"), { id, content: "开标地点调整为宏远大厦 6 楼会议室。" });
      const [clarification] = await served.testApp.database.db
        .select({ id: tenderClarifications.id })
        .from(tenderClarifications)
        .where(eq(tenderClarifications.tenderId, id));
      return clientCall(tenderCalls.acknowledge)(c, { clarificationId: clarification?.id ?? 0 });
    },
  },
  { route: `GET ${tenderCalls.myList.path}`, who: "other-member", call: (c) => clientCall(tenderCalls.myList)(c, {}) },
  {
    route: `GET ${tenderCalls.myDetail.path}`,
    who: "other-member",
    call: async (c) => clientCall(tenderCalls.myDetail)(c, { id: await seededTender("ZB20261101HY0001") }),
  },
  {
    route: `GET ${tenderCalls.tendererProfile.path}`,
    who: "other-member",
    call: async (c) => clientCall(tenderCalls.tendererProfile)(c, { id: await seededTender("ZB20261101HY0001") }),
  },
  // VIP会员, 服务授权 and 发票: a VIP plan bought and paid through the sandbox, a paid package invoiced.
  { route: `GET ${vipCalls.plans.path}`, who: "anonymous", call: (c) => clientCall(vipCalls.plans)(c) },
  { route: `GET ${vipCalls.marks.path}`, who: "anonymous", call: (c) => clientCall(vipCalls.marks)(c, { ids: "1,2,3" }) },
  { route: `GET ${vipCalls.recommended.path}`, who: "anonymous", call: (c) => clientCall(vipCalls.recommended)(c, { place: "directory" }) },
  { route: `GET ${vipCalls.membership.path}`, who: "member", call: (c) => clientCall(vipCalls.membership)(c) },
  { route: `GET ${vipCalls.orderGrant.path}`, who: "member", call: async (c) => clientCall(vipCalls.orderGrant)(c, { orderNo: await paidVipOrder(c) }) },
  {
    route: `GET ${vipCalls.grant.path}`,
    who: "member",
    async call(c) {
      const { data } = await clientCall(vipCalls.orderGrant)(c, { orderNo: await paidVipOrder(c) });
      return clientCall(vipCalls.grant)(c, { id: data.grant?.id ?? 0 });
    },
  },
  { route: `GET ${vipCalls.priceReports.path}`, who: "member", call: (c) => clientCall(vipCalls.priceReports)(c) },
  { route: `GET ${vipCalls.accountManager.path}`, who: "member", call: (c) => clientCall(vipCalls.accountManager)(c) },
  {
    route: `GET ${vipCalls.priceReport.path}`,
    who: "member",
    // 长春鼎盛's seeded yearly VIP gives quarterly reports; the job's work done here.
    async call() {
      const dingsheng = await signInForDingsheng();
      await issueDueReports(served.testApp.database.db, marketPriceFigures, new Date());
      const { data } = await clientCall(vipCalls.priceReports)(dingsheng);
      return clientCall(vipCalls.priceReport)(dingsheng, { id: data.reports[0]?.id ?? 0 });
    },
  },
  {
    route: `GET ${vipContractReviewCalls.contractReviews.path}`,
    who: "member",
    call: (c) => clientCall(vipContractReviewCalls.contractReviews)(c, { current: 1, size: 10 }),
  },
  { route: `POST ${vipContractReviewCalls.contractReviewSubmit.path}`, who: "member", call: () => contractReviewOfDingsheng().then(({ answer }) => answer) },
  {
    route: `POST ${vipContractReviewCalls.contractReviewWithdraw.path}`,
    who: "member",
    async call() {
      const { client, answer } = await contractReviewOfDingsheng();
      return clientCall(vipContractReviewCalls.contractReviewWithdraw)(client, { id: answer.data.id });
    },
  },
  // 线下培训与政策解读会: the other member's business buys 企业VIP (its first VIP order: the period runs at once) and registers.
  { route: `GET ${vipTrainingCalls.overview.path}`, who: "member", call: (c) => clientCall(vipTrainingCalls.overview)(c) },
  { route: `POST ${vipTrainingCalls.register.path}`, who: "other-member", call: (c) => registerForTraining(c, "13944003001") },
  {
    route: `POST ${vipTrainingCalls.cancel.path}`,
    who: "other-member",
    async call(c) {
      const { data } = await registerForTraining(c, "13944003002");
      return clientCall(vipTrainingCalls.cancel)(c, { id: data.id });
    },
  },
  { route: `GET ${serviceAuthCalls.list.path}`, who: "member", call: (c) => clientCall(serviceAuthCalls.list)(c, { current: 1, size: 10 }) },
  { route: `GET ${invoiceCalls.ofOrder.path}`, who: "member", call: async (c) => clientCall(invoiceCalls.ofOrder)(c, { orderNo: await paidOrder(c) }) },
  {
    route: `POST ${invoiceCalls.request.path}`,
    who: "member",
    call: async (c) =>
      clientCall(invoiceCalls.request)(c, { orderNo: await paidOrder(c), kind: "normal", title: "吉林宏远建设工程有限公司", taxNo: "91220101MA14XKQ355" }),
  },
  // 询价采购: 张建国 (吉林宏远) buys; 李晓梅 (长春华信) is invited and quotes, sealed until the deadline.
  { route: `POST ${procurementCalls.saveDraft.path}`, who: "member", call: (c) => inquiryDraft(c) },
  {
    route: `POST ${procurementCalls.publish.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.publish)(c, { id: (await inquiryDraft(c)).data.id }),
  },
  {
    route: `POST ${procurementCalls.invite.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.invite)(c, { id: (await inquiryDraft(c)).data.id, supplierBusinessIds: [await huaxinId()] }),
  },
  {
    route: `POST ${procurementCalls.checkDraft.path}`,
    who: "member",
    call: (c) =>
      clientCall(procurementCalls.checkDraft)(c, { title: "长春新区安置房项目钢筋采购", category: "物资", mode: "invited", deadline: inHours(1), lines: [] }),
  },
  {
    route: `POST ${procurementCalls.approve.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.approve)(c, { id: await approvingInquiry(c) }),
  },
  {
    route: `POST ${procurementCalls.reject.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.reject)(c, { id: await approvingInquiry(c), reason: "请补充控制价" }),
  },
  {
    route: `POST ${procurementCalls.revokeInvitation.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.revokeInvitation)(c, { id: await publishedInquiry(), supplierBusinessId: await huaxinId() }),
  },
  {
    route: `POST ${procurementCalls.inviteExternal.path}`,
    who: "member",
    call: async (c) =>
      clientCall(procurementCalls.inviteExternal)(c, { id: await publishedInquiry(), companyName: "吉林省盛达建材有限公司", phone: "13943100001" }),
  },
  { route: `GET ${procurementCalls.settings.path}`, who: "member", call: (c) => clientCall(procurementCalls.settings)(c) },
  {
    route: `POST ${procurementCalls.saveSettings.path}`,
    who: "member",
    call: (c) => clientCall(procurementCalls.saveSettings)(c, { requiresApproval: false }),
  },
  { route: `GET ${deliveryAddressCalls.list.path}`, who: "member", call: (c) => clientCall(deliveryAddressCalls.list)(c) },
  { route: `POST ${deliveryAddressCalls.save.path}`, who: "member", call: (c) => deliveryAddress(c) },
  {
    route: `POST ${deliveryAddressCalls.setDefault.path}`,
    who: "member",
    call: async (c) => clientCall(deliveryAddressCalls.setDefault)(c, { id: (await deliveryAddress(c)).data.id }),
  },
  {
    route: `POST ${deliveryAddressCalls.remove.path}`,
    who: "member",
    call: async (c) => clientCall(deliveryAddressCalls.remove)(c, { id: (await deliveryAddress(c)).data.id }),
  },
  { route: `GET ${procurementCalls.buyerList.path}`, who: "member", call: (c) => clientCall(procurementCalls.buyerList)(c, {}) },
  { route: `GET ${procurementCalls.supplierPool.path}`, who: "member", call: (c) => clientCall(procurementCalls.supplierPool)(c, { keyword: "长春" }) },
  {
    route: `GET ${procurementCalls.buyerDetail.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.buyerDetail)(c, { id: await publishedInquiry() }),
  },
  {
    route: `GET ${procurementCalls.comparison.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.comparison)(c, { id: await openedInquiry() }),
  },
  {
    route: `POST ${procurementCalls.startRound.path}`,
    who: "member",
    call: async (c) =>
      clientCall(procurementCalls.startRound)(c, { id: await openedInquiry(), shortlist: [await huaxinId()], deadline: inHours(3), message: "请报最终价" }),
  },
  {
    route: `POST ${procurementCalls.award.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.award)(c, { id: await openedInquiry(), supplierBusinessId: await huaxinId(), reason: "价格最低，交期满足" }),
  },
  {
    route: `POST ${procurementCalls.close.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.close)(c, { id: await publishedInquiry(), kind: "withdraw" }),
  },
  {
    route: `POST ${procurementCalls.extendDeadline.path}`,
    who: "member",
    call: async (c) => clientCall(procurementCalls.extendDeadline)(c, { id: await publishedInquiry(), deadline: inHours(72), notice: "钢筋数量调整为120吨" }),
  },
  { route: `GET ${procurementCalls.supplierList.path}`, who: "other-member", call: (c) => clientCall(procurementCalls.supplierList)(c, {}) },
  { route: `GET ${procurementCalls.openList.path}`, who: "anonymous", call: (c) => clientCall(procurementCalls.openList)(c, {}) },
  {
    route: `GET ${procurementCalls.supplierDetail.path}`,
    who: "other-member",
    call: async (c) => clientCall(procurementCalls.supplierDetail)(c, { id: await publishedInquiry() }),
  },
  {
    route: `POST ${procurementCalls.respond.path}`,
    who: "other-member",
    call: async (c) => clientCall(procurementCalls.respond)(c, { id: await publishedInquiry(), participate: true }),
  },
  { route: `POST ${procurementCalls.submitQuotation.path}`, who: "other-member", call: async (c) => inquiryQuotation(c, await publishedInquiry()) },
  {
    route: `POST ${procurementCalls.amend.path}`,
    who: "member",
    call: async (c) =>
      clientCall(procurementCalls.amend)(c, {
        id: await publishedInquiry(),
        reason: "设计变更：钢筋规格调整",
        lines: [{ kind: "change", lineNo: 1, spec: "Φ22" }],
      }),
  },
  {
    route: `POST ${procurementCalls.reconfirmQuotation.path}`,
    who: "other-member",
    call: async (c) => {
      // A quotation a published 变更公告 set back, confirmed again by its supplier.
      const id = await publishedInquiry();
      await inquiryQuotation(c, id);
      const amendment = { id, reason: "设计变更：钢筋规格调整", lines: [{ kind: "change" as const, lineNo: 1, spec: "Φ22" }], confirm: true };
      await clientCall(procurementCalls.amend)(await clientFor("member"), amendment);
      return clientCall(procurementCalls.reconfirmQuotation)(c, { id });
    },
  },
  {
    route: `POST ${procurementCalls.withdrawQuotation.path}`,
    who: "other-member",
    call: async (c) => {
      const id = await publishedInquiry();
      await inquiryQuotation(c, id);
      return clientCall(procurementCalls.withdrawQuotation)(c, { id });
    },
  },
  {
    route: `GET ${procurementCalls.supplierHistory.path}`,
    who: "member",
    call: async (c) => {
      await publishedInquiry();
      return clientCall(procurementCalls.supplierHistory)(c, { id: await huaxinId() });
    },
  },
  {
    route: `GET ${procurementCalls.buyerOfSheet.path}`,
    who: "other-member",
    call: async (c) => clientCall(procurementCalls.buyerOfSheet)(c, { id: await publishedInquiry() }),
  },
  // 知识库投稿: the demo member submits an article for review and lists his submissions.
  {
    route: `POST ${knowledgeCalls.submit.path}`,
    who: "member",
    call: (c) =>
      clientCall(knowledgeCalls.submit)(c, {
        title: "塔式起重机基础验收要点",
        body: "塔式起重机基础混凝土强度应达到设计要求，预埋件位置、标高和平整度应符合说明书；验收应有施工、监理和安装单位共同签字。",
      }),
  },
  { route: `GET ${knowledgeCalls.mine.path}`, who: "member", call: (c) => clientCall(knowledgeCalls.mine)(c) },
  // 个人资料: the demo member keeps his name, adds an e-mail and an avatar of his own.
  { route: `GET ${profileCalls.profile.path}`, who: "member", call: (c) => clientCall(profileCalls.profile)(c) },
  {
    route: `POST ${profileCalls.updateProfile.path}`,
    who: "member",
    call: async (c) => clientCall(profileCalls.updateProfile)(c, { realName: "张建国", email: "zhangjg@example.cn", avatarResourceId: await ownImage() }),
  },
  // 账户认证: 张建国 for his first business, made uncertified again so it can certify (valid GB 11643 / GB 32100 numbers).
  { route: `GET ${certificationCalls.overview.path}`, who: "member", call: (c) => clientCall(certificationCalls.overview)(c) },
  { route: `GET ${certificationCalls.records.path}`, who: "member", call: (c) => clientCall(certificationCalls.records)(c) },
  {
    route: `POST ${certificationCalls.submitPersonal.path}`,
    who: "member",
    call: async (c) =>
      clientCall(certificationCalls.submitPersonal)(c, {
        realName: "张建国",
        idNumber: "220104199001010028",
        frontResourceId: await ownImage(),
        backResourceId: await ownImage(),
      }),
  },
  {
    route: `GET ${certificationCalls.detail.path}`,
    who: "member",
    call: async (c) => clientCall(certificationCalls.detail)(c, { kind: "personal", id: await firstId(clientCall(certificationCalls.records)(c)) }),
  },
  {
    route: `POST ${certificationCalls.submitCorporate.path}`,
    who: "member",
    call: async (c) => {
      await served.testApp.database.db.update(businesses).set({ certificationState: "uncertified" }).where(eq(businesses.name, "吉林宏远建设工程有限公司"));
      return clientCall(certificationCalls.submitCorporate)(c, {
        companyName: "吉林宏远建设工程有限公司",
        creditCode: "91220101MA14XKQ355",
        legalRepresentative: "张建国",
        licenseResourceId: await ownImage(),
        authorizationResourceId: await ownImage(),
        bankName: "吉林银行",
        accountNumber: "0710012000001234",
      });
    },
  },
  {
    route: `POST ${certificationCalls.confirmDeposit.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(certificationCalls.overview)(c);
      const latest = data.corporate?.latest;
      if (!latest) throw new Error("no corporate submission to confirm");
      const [business] = await served.testApp.database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, "吉林宏远建设工程有限公司"));
      const deposit = (await (await fetch(`${served.baseURL}${platformPaths.devMicroDeposit}?businessId=${business?.id}`)).json()) as { amount: string };
      return clientCall(certificationCalls.confirmDeposit)(c, { id: latest.id, amount: deposit.amount });
    },
  },
  { route: `GET ${certificationCalls.qualifications.path}`, who: "member", call: (c) => clientCall(certificationCalls.qualifications)(c) },
  {
    route: `POST ${certificationCalls.saveQualification.path}`,
    who: "member",
    call: async (c) =>
      clientCall(certificationCalls.saveQualification)(c, {
        name: "建筑工程施工总承包",
        level: "二级",
        certificateNo: "D222012345",
        issuingAuthority: "吉林省住房和城乡建设厅",
        validUntil: "2030-12-31",
        resourceId: await ownImage(),
      }),
  },
  {
    route: `POST ${certificationCalls.deleteQualification.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(certificationCalls.saveQualification)(c, {
        name: "市政公用工程施工总承包",
        level: "三级",
        certificateNo: "D322012399",
        issuingAuthority: "长春市城乡建设委员会",
        validUntil: "2031-06-30",
        resourceId: await ownImage(),
      });
      return clientCall(certificationCalls.deleteQualification)(c, { id: data.id });
    },
  },
  // 隐私与授权: 李晓梅 (the steel company's only member) may ask for her account's deletion.
  { route: `GET ${privacyCalls.overview.path}`, who: "member", call: (c) => clientCall(privacyCalls.overview)(c) },
  {
    route: `POST ${privacyCalls.setConsent.path}`,
    who: "member",
    call: (c) => clientCall(privacyCalls.setConsent)(c, { purpose: "marketing", granted: true }),
  },
  { route: `GET ${privacyCalls.exportData.path}`, who: "member", call: (c) => clientCall(privacyCalls.exportData)(c) },
  {
    route: `POST ${privacyCalls.requestDeletion.path}`,
    who: "other-member",
    call: (c) => clientCall(privacyCalls.requestDeletion)(c, { password: "Demo@123456" }),
  },
  {
    route: `POST ${privacyCalls.cancelDeletion.path}`,
    who: "other-member",
    call: async (c) => {
      if (!(await clientCall(privacyCalls.overview)(c)).data.deletion) await clientCall(privacyCalls.requestDeletion)(c, { password: "Demo@123456" });
      return clientCall(privacyCalls.cancelDeletion)(c);
    },
  },
  { route: `GET ${legalCalls.document.path}`, who: "anonymous", call: (c) => clientCall(legalCalls.document)(c, { key: "privacy-policy" }) },
  { route: `GET ${searchCalls.search.path}`, who: "anonymous", call: (c) => clientCall(searchCalls.search)(c, { keyword: "装配式建筑" }) },
  { route: `GET ${sitemapCalls.files.path}`, who: "anonymous", call: (c) => clientCall(sitemapCalls.files)(c) },
  { route: `GET ${sitemapCalls.entries.path}`, who: "anonymous", call: (c) => clientCall(sitemapCalls.entries)(c, { type: "news", size: 5 }) },
  // Organisation (成员管理, 角色管理, invitations): the member is 张建国, administrator of his first business.
  { route: `GET ${organisationCalls.myPermissions.path}`, who: "member", call: (c) => clientCall(organisationCalls.myPermissions)(c) },
  { route: `GET ${organisationCalls.permissionGuide.path}`, who: "member", call: (c) => clientCall(organisationCalls.permissionGuide)(c) },
  { route: `GET ${organisationCalls.roleList.path}`, who: "member", call: (c) => clientCall(organisationCalls.roleList)(c) },
  {
    route: `POST ${organisationCalls.saveRole.path}`,
    who: "member",
    call: (c) => clientCall(organisationCalls.saveRole)(c, { name: "合约测试角色", permissions: ["user_view"] }),
  },
  {
    route: `POST ${organisationCalls.deleteRole.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(organisationCalls.saveRole)(c, { name: "合约删除角色", permissions: [] });
      return clientCall(organisationCalls.deleteRole)(c, { id: data.id });
    },
  },
  {
    route: `POST ${organisationCalls.setMemberRoles.path}`,
    who: "member",
    call: async (c) => {
      const [role] = (await clientCall(organisationCalls.roleList)(c)).data.filter((r) => r.name === "报价员");
      const other = await colleague(c, "周海峰");
      return clientCall(organisationCalls.setMemberRoles)(c, { memberId: other, roleIds: role ? [role.id] : [] });
    },
  },
  {
    route: `POST ${organisationCalls.transferAdmin.path}`,
    who: "member",
    call: async (c) => clientCall(organisationCalls.transferAdmin)(c, { memberId: await colleague(c, "郑国栋"), keepAdmin: true }),
  },
  {
    route: `POST ${organisationCalls.removeMember.path}`,
    who: "member",
    call: async (c) => clientCall(organisationCalls.removeMember)(c, { memberId: await colleague(c, "韩秀英") }),
  },
  {
    route: `POST ${organisationCalls.invite.path}`,
    who: "member",
    call: (c) => clientCall(organisationCalls.invite)(c, { phone: "13700000055", roleIds: [] }),
  },
  { route: `GET ${organisationCalls.businessInvitations.path}`, who: "member", call: (c) => clientCall(organisationCalls.businessInvitations)(c) },
  {
    route: `POST ${organisationCalls.revokeInvitation.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(organisationCalls.invite)(c, { phone: "13700000066", roleIds: [] });
      return clientCall(organisationCalls.revokeInvitation)(c, { id: data.id });
    },
  },
  { route: `GET ${organisationCalls.myInvitations.path}`, who: "other-member", call: (c) => clientCall(organisationCalls.myInvitations)(c) },
  {
    route: `POST ${organisationCalls.answerInvitation.path}`,
    who: "other-member",
    call: async (c) => {
      // The seed invites 李晓梅 to 张建国's first business.
      const [open] = (await clientCall(organisationCalls.myInvitations)(c)).data;
      return clientCall(organisationCalls.answerInvitation)(c, { id: open?.id ?? 0, accept: false });
    },
  },
  {
    route: `POST ${organisationCalls.createBusiness.path}`,
    who: "other-member",
    call: (c) =>
      clientCall(organisationCalls.createBusiness)(c, {
        name: "吉林省合约建材有限公司",
        creditCode: "91220104MA1JN00096",
        legalRepresentative: "李晓梅",
        regionCode: "220104",
        companyType: "supply",
      }),
  },
  {
    route: `POST ${organisationCalls.requestToJoin.path}`,
    who: "other-member",
    // 安泰, whose administrator 刘振东 is asked for an invitation.
    call: (c) => clientCall(organisationCalls.requestToJoin)(c, { creditCode: "91220200MA0Y6C9P7R", message: "合约测试" }),
  },
  { route: `GET ${organisationCalls.myJoinRequests.path}`, who: "other-member", call: (c) => clientCall(organisationCalls.myJoinRequests)(c) },
  { route: `GET ${organisationCalls.joinRequests.path}`, who: "member", call: (c) => clientCall(organisationCalls.joinRequests)(c) },
  {
    route: `POST ${organisationCalls.answerJoinRequest.path}`,
    who: "member",
    call: async (c) => {
      // 刘振东 (安泰) asks to join 张建国's first business, which declines.
      await clientCall(organisationCalls.requestToJoin)(await signIn({ phone: "13900000301", password: member.password }), {
        creditCode: "91220101MA14XKQ355",
      });
      const asking = (await clientCall(organisationCalls.joinRequests)(c)).data.find((request) => request.realName === "刘振东");
      return clientCall(organisationCalls.answerJoinRequest)(c, { id: asking?.id ?? 0, accept: false });
    },
  },
  // User center
  { route: `GET ${memberCalls.userFlag.path}`, who: "member", call: (c) => getUserFlag(c) },
  {
    route: `POST ${memberCalls.updatePassword.path}`,
    who: "other-member",
    async call(c) {
      const changed = "Changed2024x";
      await updatePassword(c, { oldPassword: otherMember.password, newPassword: changed, confirmPassword: changed });
      // Back again, so rows that log in as this member still can; this session survives the change.
      return updatePassword(c, { oldPassword: changed, newPassword: otherMember.password, confirmPassword: otherMember.password });
    },
  },
  {
    route: `GET ${memberCalls.updatePayPasswordByQuery.path}`,
    who: "member",
    call: (c) => updatePayPasswordByQuery(c, { payPassword: "135790", password: member.password }),
  },
  {
    route: `POST ${memberCalls.updatePayPassword.path}`,
    who: "member",
    call: (c) => updatePayPassword(c, { payPassword: "246802", password: member.password }),
  },
  {
    route: `POST ${memberCalls.forgetPassword.path}`,
    who: "anonymous",
    async call(c) {
      await sendVerificationCode(c, { phone: otherMember.phone, templateId: "reset", proof: await captchaProof(c) });
      const code = await outboxCode(otherMember.phone);
      // Reset to the same password, so later rows still log in as this member.
      return forgetPassword(c, { phone: otherMember.phone, code, newPassword: otherMember.password, confirmPassword: otherMember.password });
    },
  },
  {
    route: `POST ${memberCalls.sendOwnVerificationCode.path}`,
    who: "member",
    call: async (c) => sendOwnVerificationCode(c, { proof: await captchaProof(c) }),
  },
  {
    route: `POST ${memberCalls.setPassword.path}`,
    who: "member",
    async call(c) {
      // The code the row above sent to this member's phone (one code a minute per phone), else a new one.
      const code = await outboxCode(member.phone).catch(async () => {
        await sendOwnVerificationCode(c, { proof: await captchaProof(c) });
        return outboxCode(member.phone);
      });
      // Set to the same password, so later rows still log in as this member; this session survives.
      return setPassword(c, { code, newPassword: member.password, confirmPassword: member.password });
    },
  },
  { route: `GET ${memberCalls.signIns.path}`, who: "member", call: (c) => getSignIns(c) },
  {
    route: `POST ${memberCalls.endSignIn.path}`,
    who: "member",
    async call(c) {
      // A sign-in of its own on another device, found through that device's list, then ended from this one.
      const { data } = await getSignIns(await signIn(member));
      return endSignIn(c, { id: data.find((row) => row.current)?.id ?? "" });
    },
  },
  { route: `POST ${memberCalls.tenantExistCheck.path}`, who: "anonymous", call: (c) => checkTenantExists(c, { phoneNumber: member.phone }) },
  {
    route: `POST ${memberCalls.smsVerificationCode.path}`,
    who: "anonymous",
    call: async (c) => sendVerificationCode(c, { phone: "13912345678", templateId: "register", proof: await captchaProof(c) }),
  },
  // Notices
  { route: "GET /api/rs-cms-service/new-center-notice/no-read-count", who: "member", call: (c) => getNoReadCount(c) },
  { route: "GET /api/rs-cms-service/new-center-notice/list", who: "member", call: (c) => getNoticeList(c, { current: 1, size: 5, noticeType: 3 }) },
  {
    route: "GET /api/rs-cms-service/new-center-notice/click-read/:id",
    who: "member",
    call: async (c) => clickReadNotice(c, { id: await firstId(getNoticeList(c, { current: 1, size: 1 })) }),
  },
  { route: "GET /api/rs-cms-service/new-center-notice/all-read", who: "member", call: (c) => allReadNotice(c) },
  {
    route: `GET ${noticeCalls.detail.path}`,
    who: "member",
    call: async (c) => {
      const [first] = (await getNoticeList(c, { current: 1, size: 1 })).data.records;
      return clientCall(noticeCalls.detail)(c, { id: first?.id ?? 0 });
    },
  },
  { route: "GET /api/rs-cms-service/new-center-notice/tab-no-read-count", who: "member", call: (c) => getTabNoReadCount(c) },
  { route: "GET /api/rs-cms-service/ecomm/ecomCenterNotice/list", who: "anonymous", call: (c) => getCenterNoticeList(c, { current: 1, size: 10 }) },
  {
    route: "GET /api/rs-cms-service/ecomm/ecomCenterNotice/detail",
    who: "anonymous",
    call: async (c) => getCenterNoticeDetail(c, { id: await firstId(getCenterNoticeList(c, { current: 1, size: 1 })) }),
  },
  // Company showcase
  { route: `GET ${companyCalls.profile.path}`, who: "anonymous", call: (c) => getCompanyProfile(c, { id: 1 }) },
  { route: `GET ${companyCalls.list.path}`, who: "anonymous", call: (c) => clientCall(companyCalls.list)(c, { regionCode: "220100", current: 1, size: 10 }) },
  {
    route: `GET ${companyCalls.qualification.path}`,
    who: "anonymous",
    call: async (c) => {
      const { data } = await clientCall(companyCalls.list)(c, { current: 1, size: 1 });
      const id = data.records[0]?.qualifications[0]?.id;
      if (!id) throw new Error("the seed has no reviewed certificate");
      return clientCall(companyCalls.qualification)(c, { id });
    },
  },
  // CMS and startup
  { route: "GET /api/rs-cms-service/ecomm/front/platformConfig/list", who: "anonymous", call: (c) => getPlatformConfigList(c) },
  { route: "GET /api/rs-cms-service/ecomm/front/navigate/tree", who: "anonymous", call: (c) => getFooterNavigateTree(c) },
  { route: "GET /api/rs-cms-service/ecomm/front/dict/list", who: "anonymous", call: (c) => getDictList(c, { code: "industry_top_txt" }) },
  // Home content
  { route: "GET /api/rs-cms-service/ecomm/front/banner/list", who: "anonymous", call: (c) => getBannerList(c, { position: "100" }) },
  { route: "GET /api/rs-cms-service/ecomm/front/homeDistrict/list", who: "anonymous", call: (c) => getHomeDistrictList(c, { isShow: "1" }) },
  { route: "GET /api/rs-cms-service/ecomm/front/servicePackage/list", who: "anonymous", call: (c) => getServicePackageList(c) },
  {
    route: "GET /api/rs-cms-service/ecomm/front/supervise/:type/:code",
    who: "anonymous",
    call: (c) => getSupervise(c, { type: "project", code: "220100" }),
  },
  { route: "GET /api/rs-cms-service/ecomm/front/ability/list", who: "anonymous", call: (c) => getAbilityList(c) },
  { route: "GET /api/rs-cms-service/ecomm/front/article/home", who: "anonymous", call: (c) => getHomeArticles(c) },
  { route: "GET /api/rs-cms-service/ecomm/front/article/page", who: "anonymous", call: (c) => getArticlePage(c, { category: "news", current: 1, size: 5 }) },
  {
    route: "GET /api/rs-cms-service/ecomm/front/article/detail",
    who: "anonymous",
    call: async (c) => getArticleDetail(c, { id: await firstId(getArticlePage(c, { current: 1, size: 1 })) }),
  },
  { route: "GET /api/rs-cms-service/ecomm/front/popup", who: "anonymous", call: (c) => getFrontPopup(c) },
  { route: `GET ${homeCalls.partyModuleList.path}`, who: "anonymous", call: (c) => clientCall(homeCalls.partyModuleList)(c) },
  { route: "GET /api/rs-cms-service/ecomm/front/content/list", who: "anonymous", call: (c) => getContentList(c, { code: "cypt_list" }) },
  {
    route: "GET /api/rs-cms-service/ecomm/front/help/detail",
    who: "anonymous",
    async call(c) {
      const { data } = await getFooterNavigateTree(c);
      // Columns have no page; their links without a url are the help pages.
      const help = data.flatMap((column) => column.children).find((item) => item.url === "");
      if (!help) throw new Error("the seed has no help page in the footer");
      return getHelpDetail(c, { id: help.id });
    },
  },
  // Home applications: the apply captcha, its SMS code, and the two forms that spend one.
  { route: "GET /api/rs-cms-service/ecomm/front/financeApply/captcha", who: "anonymous", call: (c) => getFinanceApplyCaptcha(c) },
  {
    route: "POST /api/rs-cms-service/ecomm/front/sendPhoneCode",
    who: "anonymous",
    call: async (c) => sendPhoneCode(c, { phone: "13912340101", proof: await applyCaptchaProof(c), purpose: "apply" }),
  },
  {
    route: "POST /api/rs-cms-service/ecomm/front/financeApply",
    who: "anonymous",
    async call(c) {
      const phone = "13912340102";
      await sendPhoneCode(c, { phone, proof: await applyCaptchaProof(c), purpose: "apply" });
      const code = await outboxCode(phone);
      return submitFinanceApply(c, { companyName: "长春建工集团", contactName: "王工", phone, amount: 500, purpose: "采购钢材", code });
    },
  },
  {
    route: "POST /api/rs-cms-service/ecomm/front/projectApply",
    who: "anonymous",
    async call(c) {
      const phone = "13912340103";
      await sendPhoneCode(c, { phone, proof: await applyCaptchaProof(c), purpose: "apply" });
      const code = await outboxCode(phone);
      return submitProjectApply(c, { projectName: "装配式厂房", companyName: "长春建工集团", contactName: "王工", phone, region: "220100", code });
    },
  },
  // Analytics
  {
    route: `POST ${analyticsCalls.inject.path}`,
    who: "anonymous",
    call: (c) => injectAnalytics(c, { dataSource: "CIDP", action: 1, createTime: Date.now(), from: "/default/home", to: "/default/news" }),
  },
  // Chat service
  { route: `GET ${chatCalls.list.path}`, who: "member", call: (c) => getChatList(c) },
  { route: `GET ${chatCalls.me.path}`, who: "member", call: (c) => getChatMe(c) },
  { route: `POST ${chatCalls.open.path}`, who: "member", call: (c) => openChat(c, { id: SERVICE_CHAT_USER.id }) },
  {
    route: `PUT ${chatCalls.markRead.path}`,
    who: "member",
    async call(c) {
      await openChat(c, { id: SERVICE_CHAT_USER.id });
      return markChatRead(c, { id: SERVICE_CHAT_USER.id, unreadCount: 0 });
    },
  },
  {
    route: `GET ${chatCalls.move.path}`,
    who: "other-member",
    async call(c) {
      await openChat(c, { id: SERVICE_CHAT_USER.id });
      return moveChat(c, { chatId: SERVICE_CHAT_USER.id });
    },
  },
  {
    route: `GET ${chatCalls.messages.path}`,
    who: "member",
    async call(c) {
      await openChat(c, { id: SERVICE_CHAT_USER.id });
      return getChatMessages(c, { chatId: SERVICE_CHAT_USER.id, limit: 20 });
    },
  },
  { route: `GET ${chatCalls.service.path}`, who: "member", call: (c) => getChatServiceAccount(c) },
  { route: `GET ${chatCalls.contact.path}`, who: "member", call: (c) => getChatCompanyContact(c, { businessId: 1 }) },
  { route: `GET ${chatCalls.userByName.path}`, who: "member", call: (c) => getChatUserByName(c, { name: SERVICE_CHAT_USER.name }) },
  { route: `GET ${chatCalls.user.path}`, who: "member", call: (c) => getChatUser(c, { id: SERVICE_CHAT_USER.id }) },
  {
    route: `PUT ${chatCalls.userUpdate.path}`,
    who: "other-member",
    async call(c) {
      const { data: me } = await getUserInfo(c);
      return updateChatUser(c, { id: String(me.userId), name: otherMember.realName, avatar: "", signature: "专注装配式建筑" });
    },
  },
  { route: `POST ${chatCalls.logout.path}`, who: "other-member", call: (c) => logoutChat(c) },
  // Remote login service: the captcha and its SMS code
  { route: `GET ${loginCalls.generate.path}`, who: "anonymous", call: (c) => generateCaptcha(c) },
  {
    route: `POST ${loginCalls.validate.path}`,
    who: "anonymous",
    async call(c) {
      const { data: challenge } = await generateCaptcha(c);
      const answer = (await (await fetch(`${served.baseURL}${platformPaths.devCaptchaAnswer}?captchaId=${challenge.captchaId}`)).json()) as {
        data: { x: number };
      };
      return validateCaptcha(c, { captchaId: challenge.captchaId, x: answer.data.x, track: humanDragTrack(answer.data.x) });
    },
  },
  { route: `POST ${loginCalls.assist.path}`, who: "anonymous", call: (c) => assistCaptcha(c, { phone: "13912340002" }) },
  {
    route: `POST ${loginCalls.sendValidate.path}`,
    who: "anonymous",
    call: async (c) => sendValidateCode(c, { data: { phone: "13912340001", proof: await captchaProof(c), purpose: "register" } }),
  },
  // 服务发布: the public service page, the company's services and knowledge articles, its sold orders.
  {
    route: `GET ${shopServiceCalls.detail.path}`,
    who: "anonymous",
    call: async (c) => clientCall(shopServiceCalls.detail)(c, { id: await listedServiceId() }),
  },
  { route: `GET ${shopServiceCalls.mine.path}`, who: "member", call: (c) => clientCall(shopServiceCalls.mine)(c, { state: "listed" }) },
  { route: `POST ${shopServiceCalls.save.path}`, who: "member", call: (c) => saveShopService(c) },
  {
    route: `GET ${shopServiceCalls.own.path}`,
    who: "member",
    call: async (c) => clientCall(shopServiceCalls.own)(c, { id: (await saveShopService(c)).data.id }),
  },
  {
    route: `POST ${shopServiceCalls.change.path}`,
    who: "member",
    call: async (c) => clientCall(shopServiceCalls.change)(c, { id: (await saveShopService(c)).data.id, action: "submit" }),
  },
  { route: `POST ${shopServiceCalls.knowledgeSave.path}`, who: "member", call: (c) => saveServiceArticle(c) },
  { route: `GET ${shopServiceCalls.knowledgeMine.path}`, who: "member", call: (c) => clientCall(shopServiceCalls.knowledgeMine)(c) },
  {
    route: `GET ${shopServiceCalls.knowledgeOwn.path}`,
    who: "member",
    call: async (c) => clientCall(shopServiceCalls.knowledgeOwn)(c, { id: (await saveServiceArticle(c)).data.id }),
  },
  { route: `GET ${shopServiceCalls.sold.path}`, who: "member", call: (c) => clientCall(shopServiceCalls.sold)(c, {}) },
  {
    route: `GET ${shopServiceCalls.soldDetail.path}`,
    who: "member",
    call: async (c) => clientCall(shopServiceCalls.soldDetail)(c, { orderNo: await soldOrderIn("completed") }),
  },
  {
    route: `POST ${shopServiceCalls.soldStep.path}`,
    who: "member",
    call: async (c) => clientCall(shopServiceCalls.soldStep)(c, { orderNo: await soldOrderIn("paid"), step: "start", note: "已安排人员" }),
  },
  {
    // The seeded completed order whose buyer asked for an invoice (shop-service/seed.ts).
    route: `POST ${shopServiceCalls.soldInvoice.path}`,
    who: "member",
    call: async (c) => clientCall(shopServiceCalls.soldInvoice)(c, { orderNo: await seededOrderEndingIn("S2T9H5LB"), invoiceNo: "22012345678" }),
  },
  // 设备市场: the public market, the member's listings and requests.
  { route: `GET ${equipmentCalls.regions.path}`, who: "anonymous", call: (c) => clientCall(equipmentCalls.regions)(c, { parent: "22" }) },
  { route: `GET ${equipmentCalls.market.path}`, who: "anonymous", call: (c) => clientCall(equipmentCalls.market)(c, { category: "lifting", region: "22" }) },
  {
    route: `GET ${equipmentCalls.detail.path}`,
    who: "anonymous",
    call: async (c) => clientCall(equipmentCalls.detail)(c, { id: await firstId(clientCall(equipmentCalls.market)(c, {})) }),
  },
  { route: `POST ${equipmentCalls.save.path}`, who: "member", call: (c) => saveCrane(c) },
  { route: `GET ${equipmentCalls.mine.path}`, who: "member", call: (c) => clientCall(equipmentCalls.mine)(c, { side: "supply" }) },
  {
    route: `POST ${equipmentCalls.change.path}`,
    who: "member",
    call: async (c) => clientCall(equipmentCalls.change)(c, { id: (await saveCrane(c)).data.id, action: "delist" }),
  },
  {
    route: `POST ${equipmentCalls.request.path}`,
    who: "member",
    call: async (c) => clientCall(equipmentCalls.request)(c, { listingId: await othersSale(c), message: "可否现场看机？" }),
  },
  { route: `GET ${equipmentCalls.requests.path}`, who: "member", call: (c) => clientCall(equipmentCalls.requests)(c, { box: "received" }) },
  {
    route: `POST ${equipmentCalls.decide.path}`,
    who: "member",
    call: async (c) => clientCall(equipmentCalls.decide)(c, { id: await receivedRequest(c), accept: true }),
  },
  {
    route: `POST ${equipmentCalls.cancel.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(equipmentCalls.request)(c, { listingId: await othersSale(c), message: "请报最低价" });
      return clientCall(equipmentCalls.cancel)(c, { id: data.id });
    },
  },
  // 建材产品: the public product page and company catalogue; the member's products and suppliers.
  { route: `GET ${catalogueCalls.detail.path}`, who: "anonymous", call: async (c) => clientCall(catalogueCalls.detail)(c, { id: (await listedProduct()).id }) },
  {
    route: `GET ${catalogueCalls.catalogue.path}`,
    who: "anonymous",
    call: async (c) => clientCall(catalogueCalls.catalogue)(c, { businessId: (await listedProduct()).businessId, category: "steel" }),
  },
  {
    route: `GET ${catalogueCalls.mine.path}`,
    who: "member",
    call: async () => clientCall(catalogueCalls.mine)(await actingForDingsheng(), { state: "listed" }),
  },
  {
    route: `GET ${catalogueCalls.own.path}`,
    who: "member",
    call: async () => {
      const c = await actingForDingsheng();
      return clientCall(catalogueCalls.own)(c, { id: (await saveProduct(c)).data.id });
    },
  },
  { route: `POST ${catalogueCalls.save.path}`, who: "member", call: async () => saveProduct(await actingForDingsheng()) },
  {
    route: `POST ${catalogueCalls.change.path}`,
    who: "member",
    call: async () => {
      const c = await actingForDingsheng();
      return clientCall(catalogueCalls.change)(c, { id: (await saveProduct(c)).data.id, action: "submit" });
    },
  },
  { route: `GET ${catalogueCalls.suppliers.path}`, who: "member", call: (c) => clientCall(catalogueCalls.suppliers)(c) },
  // 企业店铺: the public shop; the decoration, its preview and publishing (as 长春鼎盛, certified).
  { route: `GET ${shopCalls.view.path}`, who: "anonymous", call: (c) => clientCall(shopCalls.view)(c, { company: 1 }) },
  { route: `GET ${shopCalls.decoration.path}`, who: "member", call: async () => clientCall(shopCalls.decoration)(await actingForDingsheng()) },
  {
    route: `POST ${shopCalls.save.path}`,
    who: "member",
    call: async () => {
      const c = await actingForDingsheng();
      const { layout } = (await clientCall(shopCalls.decoration)(c)).data;
      return clientCall(shopCalls.save)(c, { ...layout, slogan: "钢材水泥 次日送达" });
    },
  },
  { route: `GET ${shopCalls.preview.path}`, who: "member", call: async () => clientCall(shopCalls.preview)(await actingForDingsheng()) },
  { route: `POST ${shopCalls.publish.path}`, who: "member", call: async () => clientCall(shopCalls.publish)(await actingForDingsheng()) },
  // 法律课程: the catalogue for anyone; a free preview chapter's link; the member's progress.
  { route: `GET ${lessonCalls.list.path}`, who: "anonymous", call: (c) => clientCall(lessonCalls.list)(c, { price: "paid" }) },
  {
    route: `GET ${lessonCalls.detail.path}`,
    who: "anonymous",
    call: async (c) => clientCall(lessonCalls.detail)(c, { id: await firstId(clientCall(lessonCalls.list)(c, {})) }),
  },
  {
    route: `GET ${lessonCalls.mine.path}`,
    who: "member",
    call: async (c) => clientCall(lessonCalls.mine)(c, { id: await firstId(clientCall(lessonCalls.list)(c, {})) }),
  },
  { route: `GET ${lessonCalls.preview.path}`, who: "anonymous", call: async (c) => clientCall(lessonCalls.preview)(c, { chapterId: await freeChapterId(c) }) },
  { route: `GET ${lessonCalls.play.path}`, who: "member", call: async (c) => clientCall(lessonCalls.play)(c, { chapterId: await freeChapterId(c) }) },
  {
    route: `POST ${lessonCalls.saveProgress.path}`,
    who: "member",
    call: async (c) => clientCall(lessonCalls.saveProgress)(c, { chapterId: await freeChapterId(c), position: 3.5 }),
  },
  // Uploads
  {
    route: `POST ${uploadCalls.register.path}`,
    who: "member",
    call: (c) => registerUpload(c, { fileName: "施工合同.pdf", extName: "pdf", fileSize: 2048, hashcode: randomMd5() }),
  },
  {
    route: `POST ${uploadCalls.callback.path}`,
    who: "member",
    async call(c) {
      // This app's storage client has no store to read the bytes from (the embedded store listens
      // on its own port only under `npm start`): upload.contract.test.ts runs the verified flow.
      // Here the resource is marked verified as that check would, and the callback answers for it.
      const hashcode = randomMd5();
      const { data } = await registerUpload(c, { fileName: "施工日志.pdf", extName: "pdf", fileSize: 1024, hashcode });
      await createUploadRepository(served.testApp.database.db).markComplete(Number(data.resourceId), hashcode);
      return confirmUpload(c, { id: data.resourceId });
    },
  },
  {
    route: `GET ${uploadCalls.attachmentList.path}`,
    who: "member",
    call: (c) => getAttachmentList(c, { businessType: "tender", businessId: "T-1" }),
  },
  {
    route: `POST ${uploadCalls.attachmentListByPost.path}`,
    who: "member",
    call: (c) => getAttachmentListByPost(c, { businessType: "tender", businessId: "T-1" }),
  },
  {
    route: `POST ${uploadCalls.attachmentSave.path}`,
    who: "member",
    call: (c) => saveAttachments(c, { businessType: "tender", businessId: "T-2", attachments: [] }),
  },
  // 项目撮合
  { route: `GET ${projectCalls.publicList.path}`, who: "anonymous", call: (c) => clientCall(projectCalls.publicList)(c, { regionCode: "220100" }) },
  {
    route: `GET ${projectCalls.publicDetail.path}`,
    who: "anonymous",
    call: async (c) => clientCall(projectCalls.publicDetail)(c, { id: (await clientCall(projectCalls.publicList)(c, {})).data.records[0]?.id ?? 0 }),
  },
  { route: `GET ${projectCalls.mine.path}`, who: "member", call: (c) => clientCall(projectCalls.mine)(c, {}) },
  { route: `POST ${projectCalls.save.path}`, who: "member", call: (c) => saveProject(c, true) },
  {
    route: `POST ${projectCalls.act.path}`,
    who: "member",
    call: async (c) => clientCall(projectCalls.act)(c, { id: (await saveProject(c, false)).data.id, action: "publish" }),
  },
  {
    route: `POST ${projectCalls.register.path}`,
    who: "member",
    call: async (c) => clientCall(projectCalls.register)(c, { projectId: await openProjectOfOthers(c), contactName: "张建国" }),
  },
  {
    route: `GET ${projectCalls.registrations.path}`,
    who: "member",
    call: async (c) => clientCall(projectCalls.registrations)(c, { projectId: (await ownProjectWithRegistrations(c)).id }),
  },
  {
    route: `POST ${projectCalls.shortlist.path}`,
    who: "member",
    async call(c) {
      const { data } = await clientCall(projectCalls.registrations)(c, { projectId: (await ownProjectWithRegistrations(c)).id });
      return clientCall(projectCalls.shortlist)(c, { registrationId: data.records.find((r) => r.state === "registered")?.id ?? 0 });
    },
  },
  { route: `GET ${projectCalls.registered.path}`, who: "member", call: (c) => clientCall(projectCalls.registered)(c, {}) },
  { route: `GET ${projectCalls.matches.path}`, who: "member", call: (c) => clientCall(projectCalls.matches)(c) },
  { route: `GET ${projectCalls.alert.path}`, who: "member", call: (c) => clientCall(projectCalls.alert)(c) },
  { route: `POST ${projectCalls.alertSave.path}`, who: "member", call: (c) => clientCall(projectCalls.alertSave)(c, { enabled: true }) },
  // 劳务用工
  { route: `GET ${laborCalls.publicList.path}`, who: "anonymous", call: (c) => clientCall(laborCalls.publicList)(c, { trade: "钢筋工" }) },
  {
    route: `GET ${laborCalls.publicDetail.path}`,
    who: "anonymous",
    call: async (c) => clientCall(laborCalls.publicDetail)(c, { id: (await clientCall(laborCalls.publicList)(c, {})).data.records[0]?.id ?? 0 }),
  },
  { route: `GET ${laborCalls.mine.path}`, who: "member", call: (c) => clientCall(laborCalls.mine)(c, {}) },
  { route: `POST ${laborCalls.save.path}`, who: "member", call: (c) => saveLabor(c) },
  { route: `POST ${laborCalls.withdraw.path}`, who: "member", call: async (c) => clientCall(laborCalls.withdraw)(c, { id: (await saveLabor(c)).data.id }) },
  // 开放接口应用 (the open API's own calls are made with an app's token, see clientRoutes below)
  { route: `GET ${openAppCalls.list.path}`, who: "member", call: (c) => clientCall(openAppCalls.list)(c) },
  { route: `GET ${openSandboxCalls.sandbox.path}`, who: "anonymous", call: (c) => clientCall(openSandboxCalls.sandbox)(c) },
  {
    route: `POST ${openAppCalls.register.path}`,
    who: "member",
    call: (c) => clientCall(openAppCalls.register)(c, { name: "合同测试应用", scopes: ["public:read"] }),
  },
  {
    route: `POST ${openAppCalls.rotate.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(openAppCalls.register)(c, { name: "合同测试换密钥", scopes: ["public:read"] });
      return clientCall(openAppCalls.rotate)(c, { id: data.app.id });
    },
  },
  {
    route: `POST ${openAppCalls.revoke.path}`,
    who: "member",
    call: async (c) => {
      const { data } = await clientCall(openAppCalls.register)(c, { name: "合同测试停用", scopes: ["public:read"] });
      return clientCall(openAppCalls.revoke)(c, { id: data.app.id });
    },
  },
  {
    route: `GET ${openAppCalls.calls.path}`,
    who: "member",
    call: async (c) => clientCall(openAppCalls.calls)(c, { id: await firstId(clientCall(openAppCalls.list)(c)) }),
  },
  // 金融服务
  { route: `GET ${financeCalls.products.path}`, who: "anonymous", call: (c) => clientCall(financeCalls.products)(c, {}) },
  {
    route: `GET ${financeCalls.product.path}`,
    who: "anonymous",
    call: async (c) => clientCall(financeCalls.product)(c, { id: (await financeProduct(c, "ccb")).id }),
  },
  { route: `GET ${financeCalls.evidence.path}`, who: "member", call: (c) => clientCall(financeCalls.evidence)(c) },
  {
    route: `GET ${financeCalls.consent.path}`,
    who: "member",
    call: async (c) => clientCall(financeCalls.consent)(c, { productId: (await financeProduct(c, "ccb")).id }),
  },
  { route: `GET ${financeCalls.consents.path}`, who: "member", call: (c) => clientCall(financeCalls.consents)(c) },
  { route: `POST ${financeCalls.grantConsent.path}`, who: "member", call: (c) => grantConsent(c, "icbc") },
  {
    route: `POST ${financeCalls.revokeConsent.path}`,
    who: "member",
    call: async (c) => clientCall(financeCalls.revokeConsent)(c, { consentId: (await grantConsent(c, "boc")).data.id }),
  },
  { route: `POST ${financeCalls.apply.path}`, who: "member", call: (c) => applyForFinance(c) },
  { route: `GET ${financeCalls.applications.path}`, who: "member", call: (c) => clientCall(financeCalls.applications)(c, {}) },
  {
    route: `GET ${financeCalls.application.path}`,
    who: "member",
    call: async (c) => clientCall(financeCalls.application)(c, { id: (await applyForFinance(c)).data.id }),
  },
  {
    route: `POST ${financeCalls.withdraw.path}`,
    who: "member",
    call: async (c) => clientCall(financeCalls.withdraw)(c, { id: (await applyForFinance(c)).data.id }),
  },
];

/** A project need of the caller's business, published or kept as a draft. */
function saveProject(c: ApiClient, publish: boolean) {
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return clientCall(projectCalls.save)(c, {
    title: "长春市南关区地下车库防水工程",
    category: "建筑工程施工总承包",
    regionCode: "220100",
    budgetMinFen: 50_000_000,
    budgetMaxFen: 80_000_000,
    requiredGrade: "",
    deadline,
    scope: "地下车库顶板及侧墙防水层翻新，面积约 1.2 万平方米。",
    contactName: "张建国",
    publish,
  });
}

/** An open need of another business the caller has not registered for yet. */
async function openProjectOfOthers(c: ApiClient): Promise<number> {
  const [list, own, registered] = await Promise.all([
    clientCall(projectCalls.publicList)(c, { size: 100 }),
    clientCall(projectCalls.mine)(c, { size: 100 }),
    clientCall(projectCalls.registered)(c, { size: 100 }),
  ]);
  const taken = new Set([...own.data.records.map((p) => p.id), ...registered.data.records.map((r) => r.projectId)]);
  return list.data.records.find((p) => p.state === "published" && !taken.has(p.id))?.id ?? 0;
}

/** The caller's own seeded need that others registered for. */
async function ownProjectWithRegistrations(c: ApiClient) {
  const { data } = await clientCall(projectCalls.mine)(c, { size: 100 });
  const found = data.records.find((p) => p.registrationCount > 0);
  if (!found) throw new Error("no own project with registrations");
  return found;
}

function saveLabor(c: ApiClient) {
  return clientCall(laborCalls.save)(c, {
    kind: "demand",
    trade: "木工",
    title: "长春项目急招木工 10 名",
    headcount: 10,
    realNameCount: 0,
    startDate: "2026-12-10",
    endDate: "2027-02-28",
    regionCode: "220100",
    payMinFen: 40_000,
    payMaxFen: 48_000,
    description: "主体结构模板支设，要求有高层住宅施工经验。",
    contactName: "王经理",
  });
}

async function financeProduct(c: ApiClient, bankCode: string) {
  const found = (await clientCall(financeCalls.products)(c, {})).data.find((p) => p.bankCode === bankCode);
  if (!found) throw new Error(`no product of ${bankCode}`);
  return found;
}

async function grantConsent(c: ApiClient, bankCode: string) {
  const product = await financeProduct(c, bankCode);
  const { data } = await clientCall(financeCalls.consent)(c, { productId: product.id });
  return clientCall(financeCalls.grantConsent)(c, { productId: product.id, textVersion: data.textVersion });
}

/** An application to 工商银行 after consenting to share the data with it. */
async function applyForFinance(c: ApiClient) {
  const product = await financeProduct(c, "icbc");
  await grantConsent(c, "icbc");
  return clientCall(financeCalls.apply)(c, {
    productId: product.id,
    amountFen: product.limitMinFen,
    termMonths: product.termMinMonths,
    purpose: "投标保函开立",
    evidence: [],
  });
}

/** The list by POST has no function of its own in the client (the portal lists by GET): derived here. */
const getAttachmentListByPost = clientCall(uploadCalls.attachmentListByPost);

/** 设置登录密码's two calls: the portal derives them where it uses them, and so do these rows. */
const sendOwnVerificationCode = clientCall(memberCalls.sendOwnVerificationCode);
const setPassword = clientCall(memberCalls.setPassword);

/** 登录记录's two calls, derived where the portal uses them too. */
const getSignIns = clientCall(memberCalls.signIns);
const endSignIn = clientCall(memberCalls.endSignIn);

/** The customer-service chat user the seed creates. */
const SERVICE_CHAT_USER = { id: "kefu", name: "平台在线客服" };

/**
 * Answers a challenge and every further round (a multi-round challenge hands out the next puzzle
 * on a pass) with the development answer and a human-like drag; returns the proof.
 */
async function orderFirstPackage(c: ApiClient) {
  const packages = await getServicePackageList(c);
  return clientCall(orderCalls.create)(c, { itemKind: "service_package", itemId: packages.data[0]?.id ?? 0 });
}

/** The free preview chapter of the first lesson. */
async function freeChapterId(c: ApiClient): Promise<number> {
  const { data } = await clientCall(lessonCalls.detail)(c, { id: await firstId(clientCall(lessonCalls.list)(c, {})) });
  const chapter = data.chapters.find((ch) => ch.free);
  if (!chapter) throw new Error("the first lesson has no free chapter");
  return chapter.id;
}

const inHours = (hours: number) => formatDateTime(new Date(Date.now() + hours * 3_600_000));

/** A service on sale (seeded). */
async function listedServiceId(): Promise<number> {
  const [row] = await served.testApp.database.db.select({ id: shopServices.id }).from(shopServices).where(eq(shopServices.state, "listed")).limit(1);
  return row?.id ?? 0;
}

/**
 * 吉林宏远 certified again: the certification rows re-submit its certification (待审核), and only a
 * certified business publishes services and articles.
 */
async function hongyuanCertified(): Promise<void> {
  await served.testApp.database.db.update(businesses).set({ certificationState: "certified" }).where(eq(businesses.creditCode, "91220101MA14XKQ355"));
}

/** A draft service of the member's business. */
async function saveShopService(c: ApiClient) {
  await hongyuanCertified();
  return clientCall(shopServiceCalls.save)(c, {
    title: "钢筋原材见证取样检测",
    category: "testing",
    priceFen: 45_000,
    unit: "组",
    deliveryDays: 3,
    serviceArea: "长春市内上门取样",
    content: "按现行标准检测屈服强度、抗拉强度、伸长率与重量偏差，出具检测报告。",
    afterSales: "",
    submit: false,
  });
}

/** A draft knowledge article of the member's business. */
async function saveServiceArticle(c: ApiClient) {
  await hongyuanCertified();
  return clientCall(shopServiceCalls.knowledgeSave)(c, {
    title: "钢筋进场复验取样数量",
    summary: "",
    body: "热轧带肋钢筋进场时应按同一牌号、同一炉罐号、同一规格，每批重量不大于60吨取一组试样进行复验，重量偏差不合格的不得使用。",
    submit: false,
  });
}

/** A seeded order of 吉林宏远's services in the given state. */
async function soldOrderIn(state: string): Promise<string> {
  const [row] = await served.testApp.database.db
    .select({ orderNo: serviceOrders.orderNo })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.itemKind, "shop_service"), eq(serviceOrders.state, state)))
    .limit(1);
  return row?.orderNo ?? "";
}

/** A seeded order by the random part of its number. */
async function seededOrderEndingIn(suffix: string): Promise<string> {
  const [row] = await served.testApp.database.db
    .select({ orderNo: serviceOrders.orderNo })
    .from(serviceOrders)
    .where(like(serviceOrders.orderNo, `%${suffix}`))
    .limit(1);
  return row?.orderNo ?? "";
}

async function huaxinId(): Promise<number> {
  const [row] = await served.testApp.database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, "91220106MA152W4H0D"));
  return row?.id ?? 0;
}

/** A buyer's draft inquiry of two lines, due in three hours (a round lasts at least two). */
function inquiryDraft(c: ApiClient) {
  return clientCall(procurementCalls.saveDraft)(c, {
    title: "长春新区安置房项目钢筋采购",
    category: "物资",
    mode: "invited",
    deadline: inHours(3),
    lines: [
      { name: "HRB400E 螺纹钢", spec: "Φ20", unit: "吨", quantityMilli: 100_000, controlPriceFen: 420_000 },
      { name: "商品混凝土", spec: "C30", unit: "立方米", quantityMilli: 600_000 },
    ],
  });
}

/** A sheet of 张建国's business published with 长春华信 invited. */
async function publishedInquiry(): Promise<number> {
  const buyer = await clientFor("member");
  const { id } = (await inquiryDraft(buyer)).data;
  await clientCall(procurementCalls.invite)(buyer, { id, supplierBusinessIds: [await huaxinId()] });
  await clientCall(procurementCalls.publish)(buyer, { id });
  return id;
}

/** A draft put into 内部审批 (the demo member may approve, so publishing would not wait). */
async function approvingInquiry(c: ApiClient): Promise<number> {
  const { id } = (await inquiryDraft(c)).data;
  await served.testApp.database.db.update(inquirySheets).set({ state: "approving" }).where(eq(inquirySheets.id, id));
  return id;
}

/** An address in the buyer's book (长春市南关区). */
function deliveryAddress(c: ApiClient) {
  return clientCall(deliveryAddressCalls.save)(c, { contactName: "周建华", phone: "13943112345", regionCode: "220102", detail: "人民大街1688号 项目部" });
}

function inquiryQuotation(c: ApiClient, id: number) {
  return clientCall(procurementCalls.submitQuotation)(c, {
    id,
    lines: [
      { lineNo: 1, unitPriceFen: 410_000, taxRate: 13 },
      { lineNo: 2, unitPriceFen: 48_000, taxRate: 3 },
    ],
    validUntil: "2027-01-31",
    pledge: true,
  });
}

/** A sheet quoted by 长春华信 and opened at its deadline (the job run with a later clock). */
async function openedInquiry(): Promise<number> {
  const id = await publishedInquiry();
  await inquiryQuotation(await clientFor("other-member"), id);
  await served.testApp.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: new Date(Date.now() + 4 * 3_600_000) });
  return id;
}

/** A tender draft of 吉林宏远 with its 招标文件: one section of 3 000 万, registration open two days, bids due in twenty. */
async function tenderDraft(c: ApiClient, depositFen = 0) {
  return clientCall(tenderCalls.saveDraft)(c, {
    title: "宏远长春研发中心室内装饰工程施工招标",
    mode: "public",
    sections: [{ name: "室内装饰", estimateFen: 300_000_000 }],
    depositFen,
    method: "lowest_price",
    registrationEnd: inHours(48),
    bidDeadline: inHours(24 * 20),
    // The 招标文件 (a scan will do here): no tender is published without it.
    documentFileIds: [await ownImage()],
  });
}

/** A published tender of 吉林宏远 (the member), open for registration. */
async function publishedTender(depositFen = 0): Promise<number> {
  const tenderer = await clientFor("member");
  const { id } = (await tenderDraft(tenderer, depositFen)).data;
  await clientCall(tenderCalls.publish)(tenderer, { id });
  return id;
}

/** A seeded tender's id by its 招标编号. */
async function seededTender(tenderNo: string): Promise<number> {
  const [row] = await served.testApp.database.db.select({ id: tenders.id }).from(tenders).where(eq(tenders.tenderNo, tenderNo));
  return row?.id ?? 0;
}

/** 长春华信's bidder row in a tender. */
async function bidderOf(tenderId: number): Promise<number> {
  return (await bidderOfBusiness(served.testApp.database.db, tenderId, await huaxinId()))?.id ?? 0;
}

/** 长春华信 (the other member) registered for a tender. */
async function registeredBidder(tenderId: number): Promise<number> {
  await clientCall(tenderCalls.register)(await clientFor("other-member"), { id: tenderId, qualificationFileIds: [await ownImage(otherMember.phone)] });
  return bidderOf(tenderId);
}

/**
 * A fresh tender of 吉林宏远 whose candidate 公示 runs, 长春华信 having bid (the evaluation's own
 * steps have their rows; here the rows are set as the evaluation leaves them).
 */
async function tenderInPublicity(): Promise<number> {
  const id = await publishedTender();
  const bidderId = await approvedBidder(id);
  const db = served.testApp.database.db;
  const now = Date.now();
  await db
    .update(tenders)
    .set({ state: "publicity", publicityStart: new Date(now), publicityEnd: new Date(now + 3 * 86_400_000) })
    .where(eq(tenders.id, id));
  await db
    .update(tenderBidders)
    .set({ state: "candidate", submittedAt: new Date(now) })
    .where(eq(tenderBidders.id, bidderId));
  return id;
}

/** 长春华信 registered and approved by the tenderer. */
async function approvedBidder(tenderId: number): Promise<number> {
  const bidderId = await registeredBidder(tenderId);
  await clientCall(tenderCalls.reviewRegistration)(await clientFor("member"), { bidderId, approve: true });
  return bidderId;
}

/** An order paid on the sandbox's checkout page, its result fetched by the query fallback. */
async function paidOrder(c: ApiClient): Promise<string> {
  const { orderNo } = (await orderFirstPackage(c)).data;
  const { checkoutUrl } = (await clientCall(orderCalls.pay)(c, { orderNo, method: "alipay" })).data;
  await chooseAtServedCheckout(served.baseURL, tokenOf.get(c) ?? "", checkoutUrl, "pay");
  await clientCall(orderCalls.sync)(c, { orderNo });
  return orderNo;
}

let enterpriseBought: Promise<unknown> | undefined;

/** Registers an attendee for the first upcoming session, on the business's 企业VIP (bought once, the business's first VIP order). */
async function registerForTraining(c: ApiClient, attendeeMobile: string) {
  enterpriseBought ??= (async () => {
    const plans = await clientCall(vipCalls.plans)(c);
    const enterprise = plans.data.find((plan) => plan.code === "enterprise");
    const { orderNo } = (await clientCall(orderCalls.create)(c, { itemKind: "vip_plan", itemId: enterprise?.id ?? 0 })).data;
    const { checkoutUrl } = (await clientCall(orderCalls.pay)(c, { orderNo, method: "wechat" })).data;
    await chooseAtServedCheckout(served.baseURL, tokenOf.get(c) ?? "", checkoutUrl, "pay");
    await clientCall(orderCalls.sync)(c, { orderNo });
  })();
  await enterpriseBought;
  const { data } = await clientCall(vipTrainingCalls.overview)(c);
  return clientCall(vipTrainingCalls.register)(c, { sessionId: data.sessions[0]?.id ?? 0, attendeeName: "林志强", attendeeMobile });
}

/** A VIP plan ordered and paid on the sandbox's checkout page. */
async function paidVipOrder(c: ApiClient): Promise<string> {
  const plans = await clientCall(vipCalls.plans)(c);
  const { orderNo } = (await clientCall(orderCalls.create)(c, { itemKind: "vip_plan", itemId: plans.data[0]?.id ?? 0 })).data;
  const { checkoutUrl } = (await clientCall(orderCalls.pay)(c, { orderNo, method: "wechat" })).data;
  await chooseAtServedCheckout(served.baseURL, tokenOf.get(c) ?? "", checkoutUrl, "pay");
  await clientCall(orderCalls.sync)(c, { orderNo });
  return orderNo;
}

async function solveRounds(c: ApiClient, first: { captchaId: string }): Promise<string> {
  let challenge = first;
  for (;;) {
    const answer = (await (await fetch(`${served.baseURL}${platformPaths.devCaptchaAnswer}?captchaId=${challenge.captchaId}`)).json()) as {
      data: { x: number };
    };
    const { data } = await validateCaptcha(c, { captchaId: challenge.captchaId, x: answer.data.x, track: humanDragTrack(answer.data.x) });
    if ("proof" in data) return data.proof;
    challenge = data.next;
  }
}

/** Solves a captcha with the development answer endpoint and returns the proof. */
async function captchaProof(c: ApiClient): Promise<string> {
  return solveRounds(c, (await generateCaptcha(c)).data);
}

/** Solves the apply forms' captcha (its own challenge, the login service's validate) for a proof. */
async function applyCaptchaProof(c: ApiClient): Promise<string> {
  return solveRounds(c, (await getFinanceApplyCaptcha(c)).data);
}

/** A verified image of the demo member's own (or the other demo member's), as the upload engine's callback leaves one. */
async function ownImage(phone: string = member.phone): Promise<number> {
  const db = served.testApp.database.db;
  const [owner] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
  return storedUpload(db, owner?.id ?? 0, "证照.jpg", 2048);
}

/** A draft product of the member's current business: tiered price, one photo. */
function saveProduct(c: ApiClient) {
  return ownImage().then((photo) =>
    clientCall(catalogueCalls.save)(c, {
      name: "P·O 42.5 普通硅酸盐水泥",
      category: "portland-cement",
      model: "P·O 42.5 散装",
      brand: "冀东水泥",
      standard: "GB 175-2023",
      unit: "吨",
      priceKind: "tiers",
      tiers: [
        { minQty: 30, priceFen: 46_000 },
        { minQty: 300, priceFen: 45_000 },
      ],
      moq: 30,
      description: "<p>散装罐车直送</p>",
      photoIds: [photo],
    }),
  );
}

/** A seeded product on the market. */
async function listedProduct() {
  const [row] = await served.testApp.database.db.select().from(catalogueProducts).where(eq(catalogueProducts.state, "listed")).limit(1);
  if (!row) throw new Error("the seed has no listed product");
  return row;
}

/** A listed crane for rent of the member's current business (set on the market here; review has its own tests). */
async function saveCrane(c: ApiClient) {
  const saved = await clientCall(equipmentCalls.save)(c, {
    trade: "rent",
    category: "tower-crane",
    title: "出租中联TC6013塔吊",
    brand: "中联重科",
    model: "TC6013A-6",
    year: 2020,
    workingHours: 4000,
    regionCode: "220102",
    priceFen: 220_000,
    priceUnit: "shift",
    photoIds: [await ownImage()],
  });
  await served.testApp.database.db.update(equipmentListings).set({ state: "listed" }).where(eq(equipmentListings.id, saved.data.id));
  return saved;
}

/** A listed sale of another business than the member's current one. */
async function othersSale(c: ApiClient): Promise<number> {
  const own = (await saveCrane(c)).data.ownerBusinessId;
  const market = await clientCall(equipmentCalls.market)(c, { trade: "used", size: 50 });
  const sale = market.data.records.find((record) => record.ownerBusinessId !== own);
  if (!sale) throw new Error("the seed has no sale of another business");
  return sale.id;
}

/** A pending booking another business sent to the member's own crane. */
async function receivedRequest(c: ApiClient): Promise<number> {
  const listing = (await saveCrane(c)).data;
  const db = served.testApp.database.db;
  const [other] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, "91220106MA152W4H0D"));
  const [requester] = await db.select({ id: members.id }).from(members).where(eq(members.phone, otherMember.phone));
  const start = new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(equipmentRequests)
    .values({
      listingId: listing.id,
      ownerBusinessId: listing.ownerBusinessId,
      requesterBusinessId: other?.id ?? 0,
      requesterMemberId: requester?.id ?? 0,
      startDate: start,
      endDate: start,
    })
    .returning({ id: equipmentRequests.id });
  return row?.id ?? 0;
}

/** A random MD5-shaped hash, so each registration is a new file. */
function randomMd5(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Calls of spec §7 that the services answer outside the contract's route table (the login
 * service's logout, a route of the login site's pages): keyed by method and the server's route
 * pattern, validated by their typed call.
 */
const serviceRows: CallRow[] = [
  // Remote login service
  { route: "GET /api/cidp-login/oauth/logout", who: "other-member", call: (c) => logoutLoginService(c) },
];

beforeAll(async () => {
  served = await startServedApp();
});
afterAll(() => served.close());

/** A colleague's member id in the caller's business, by name (成员管理's search). */
async function colleague(c: ApiClient, realName: string): Promise<number> {
  const { data } = await getBusinessMemberList(c, { current: 1, size: 10, keyword: realName });
  const found = data.records.find((row) => row.realName === realName);
  if (!found) throw new Error(`no colleague ${realName}`);
  return found.memberId;
}

/** Each signed-in client's platform token, for the pages outside the calls (the sandbox's checkout). */
const tokenOf = new WeakMap<ApiClient, string>();

async function signIn(account: { phone: string; password: string }): Promise<ApiClient> {
  const { data } = await loginWithPassword(createApiClient({ baseURL: served.baseURL }), { phone: account.phone, password: account.password });
  const session = { platformToken: data.token, companyId: data.businessId };
  const client = createApiClient({ baseURL: served.baseURL, getSession: () => session });
  tokenOf.set(client, data.token);
  return client;
}

let memberClient: Promise<ApiClient> | undefined;
let supplierClient: Promise<ApiClient> | undefined;

/**
 * The demo member acting for 长春鼎盛建材贸易 (certified): products need a certified business, and the
 * certification rows above send 吉林宏远 back through certification.
 */
function actingForDingsheng(): Promise<ApiClient> {
  supplierClient ??= signInForDingsheng();
  return supplierClient;
}

/** A new session of the demo member acting for 长春鼎盛 (for a row that runs before the rows ending the member's sessions). */
async function signInForDingsheng(): Promise<ApiClient> {
  const { data } = await loginWithPassword(createApiClient({ baseURL: served.baseURL }), { phone: member.phone, password: member.password });
  const [dingsheng] = await served.testApp.database.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, "91220104MA17B8RT2H"));
  const session = { platformToken: data.token, companyId: dingsheng?.id ?? data.businessId };
  return createApiClient({ baseURL: served.baseURL, getSession: () => session });
}

/**
 * A contract review submitted for 长春鼎盛, whose running period is made 企业VIP's (the plan that
 * includes reviews) for the submission and then put back to its seeded yearly plan.
 */
async function contractReviewOfDingsheng() {
  const db = served.testApp.database.db;
  const client = await signInForDingsheng();
  const [dingsheng] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, "91220104MA17B8RT2H"));
  const planOf = async (code: string) => (await db.select({ id: vipPlans.id }).from(vipPlans).where(eq(vipPlans.code, code)))[0]?.id ?? 0;
  const running = and(eq(vipGrants.businessId, dingsheng?.id ?? 0), gt(vipGrants.endsAt, new Date()));
  await db
    .update(vipGrants)
    .set({ planId: await planOf("enterprise") })
    .where(running);
  try {
    const answer = await clientCall(vipContractReviewCalls.contractReviewSubmit)(client, {
      contractName: "商品混凝土年度采购合同",
      contractType: "材料采购合同",
      counterparty: "长春亚泰混凝土有限公司",
      focus: "请重点审查质量标准、供货延误责任与价格调整条款。",
      fileIds: [await ownImage()],
    });
    return { client, answer };
  } finally {
    await db
      .update(vipGrants)
      .set({ planId: await planOf("yearly") })
      .where(running);
  }
}

function clientFor(who: CallRow["who"]): Promise<ApiClient> {
  if (who === "anonymous") return Promise.resolve(createApiClient({ baseURL: served.baseURL }));
  if (who === "other-member") return signIn(otherMember);
  memberClient ??= signIn(member);
  return memberClient;
}

function routeOf(row: CallRow) {
  return contractRoutes.find((route) => `${route.method} ${route.path}` === row.route);
}

/**
 * The back office's calls (tag `operator`) are made by its own server with the staff session header,
 * not through the portal's typed client: platform/operator/*.test.ts make each one and check its
 * answer against the contract, and operator-permissions.test.ts walks them all by role. The open API's
 * calls (`auth: "app"`) are a third party's, made with an app's access token that no member holds:
 * platform/open-platform/open-platform.test.ts makes each one and checks its answer against the contract.
 */
const clientRoutes = contractRoutes.filter((route) => route.tag !== "operator" && route.auth !== "app");

describe("typed calls against the in-process server", () => {
  it("has a typed call for every route of the contract, and no row for a route the contract lacks", () => {
    const contract = clientRoutes.map((route) => `${route.method} ${route.path}`).sort();
    expect(rows.map((row) => row.route).sort()).toEqual(contract);
  });

  it.for(rows)("$route answers its contract", async (row, { skip }) => {
    const route = routeOf(row);
    if (!route) throw new Error(`no contract route ${row.route}`);
    if (!served.serves(route.method, route.path)) skip(`${row.route} is not served yet`);
    const client = await clientFor(row.who);
    served.hits.length = 0;
    const body = await row.call(client);
    expect(anyEnvelope.parse(body)).toMatchObject({ code: 200, success: true });
    const checked = route.response.safeParse(body);
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(served.hits.at(-1)).toEqual({ method: route.method, route: route.path, status: 200 });
  });
});

describe("typed calls of the login service outside the contract against the in-process server", () => {
  it.for(serviceRows)("$route answers through its typed call", async (row, { skip }) => {
    const [method = "", route = ""] = row.route.split(" ");
    if (!served.serves(method, route)) skip(`${row.route} is not served yet`);
    const client = await clientFor(row.who);
    served.hits.length = 0;
    const body = await row.call(client);
    expect(anyEnvelope.parse(body)).toMatchObject({ code: 200 });
    expect(served.hits.at(-1)).toEqual({ method, route, status: 200 });
  });
});
