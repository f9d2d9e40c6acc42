/** The link to 线下培训与政策解读会 from 开通VIP会员: its own module, so that page does not carry the training page's texts. */
export const TRAINING_LINK = { to: "/user/vip/training", label: "线下培训与政策解读会报名" } as const;
