/** Texts of the VIP mark (vip-mark.tsx). */
export const vipMarkTexts = {
  mark: "VIP",
  /** Read after the mark by a screen reader, and the hover text. */
  hidden: "会员企业",
  title: "VIP会员企业",
} as const;
