/**
 * The separate consents a member gives or withholds beside the user agreement and the privacy
 * policy (PIPL: each purpose its own consent, revocable as easily as given). None is needed to use
 * the platform; each starts withheld.
 */
export const PRIVACY_CONSENTS = [
  { purpose: "marketing", label: "接收平台活动、优惠与服务推荐信息（短信、站内消息）" },
  { purpose: "recommendation", label: "根据我的浏览与交易记录推荐商品和服务（个性化推荐）" },
  { purpose: "partner_sharing", label: "向合作金融机构提供我的企业信息与联系方式，用于融资服务对接" },
] as const;

/** The version of the consent texts above; a change of wording asks again. */
export const PRIVACY_CONSENT_VERSION = "2026-11";

/** Days between asking for the account's deletion (注销) and its taking effect; it can be cancelled until then. */
export const DELETION_COOLING_OFF_DAYS = 15;
