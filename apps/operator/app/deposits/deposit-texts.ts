/** 认证打款's words in the back office (routes/deposits.tsx). */
export const depositTexts = {
  title: "认证打款",
  intro:
    "企业提交企业认证、或在银行卡页面绑定对公账户后，平台须从平台账户向该对公账户转入下表所列的小额款项（1元以内），附言填写附言编号。转账完成后填写银行流水号并标记已打款：系统随即通知提交人查看账户明细并确认金额。每笔只能标记一次，请在确认银行转账成功后再标记。",
  list: "待打款的企业认证与对公账户验证（提交早的在前）",
  empty: "暂无待打款的企业认证或对公账户验证。",
  kinds: { certification: "企业认证", bank_card: "对公账户验证" },
  columns: {
    kind: "用途",
    companyName: "企业名称",
    bankName: "开户银行",
    accountNumber: "对公账号",
    accountName: "账户名称",
    amount: "打款金额",
    reference: "附言编号",
    submitTime: "提交时间",
    action: "操作",
  },
  mark: {
    open: "标记已打款",
    bankSerial: "银行流水号",
    submit: (company: string) => `确认已向「${company}」打款`,
  },
  badForm: "请按提示填写",
} as const;
