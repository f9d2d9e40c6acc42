/** What 认证打款 (deposit-desk.ts) tells finance, the audit log and the member. */
export const depositDeskMessages = {
  unreadable: "（无法解密）",
  missing: "该认证打款不存在",
  noLongerWaiting: "该企业认证已不再等待打款（已被驳回或已处理），无需打款",
  alreadySent: (time: string, serial: string) => `该笔认证打款已于 ${time} 标记已打款（银行流水号 ${serial}），不能重复标记`,
  marked: (company: string) => `已标记「${company}」的认证打款为已打款，已通知该企业确认金额`,
  auditTitle: (company: string, amount: string, reference: string, serial: string) => `${company} · ¥${amount} · 附言 ${reference} · 流水号 ${serial}`,
  noticeTitle: "企业认证打款已发出",
  noticeContent: (company: string, bank: string, last4: string) =>
    `平台已向「${company}」的对公账户（${bank} 尾号${last4}）打入一笔1元以内的金额，请查看该账户明细，在企业认证页面填写收到的金额。`,
  cardMissing: "该对公账户验证打款不存在（账户可能已被解绑）",
  cardNoLongerWaiting: "该对公账户已完成验证，无需打款",
  cardMarked: (company: string) => `已标记「${company}」对公账户的验证打款为已打款，已通知绑定人确认金额`,
  cardNoticeTitle: "对公账户验证打款已发出",
  cardNoticeContent: (company: string, bank: string, last4: string) =>
    `平台已向「${company}」的对公账户（${bank} 尾号${last4}）打入一笔1元以内的金额，请查看该账户明细，在银行卡页面填写收到的金额，完成对公账户验证。`,
} as const;
