/** How many wrong amounts a 对公小额打款 check takes before the submission is refused. */
export const DEPOSIT_ATTEMPTS = 3;

/** A qualification certificate that ends within this many days is shown as 即将到期. */
export const EXPIRING_WITHIN_DAYS = 90;

/** The refusals and notices of certification. */
export const certificationMessages = {
  frontMissing: "请上传身份证人像面照片",
  backMissing: "请上传身份证国徽面照片",
  licenseMissing: "请上传营业执照照片",
  authorizationMissing: "请上传加盖公章的授权委托书",
  certificateMissing: "请上传资质证书照片",
  personalPending: "个人认证审核中，请勿重复提交",
  personalDone: "您已完成个人实名认证",
  corporatePending: "企业认证正在进行中，请勿重复提交",
  corporateDone: "企业已完成认证",
  companyName: "企业名称须与当前企业「{name}」一致",
  creditCodeTaken: "该统一社会信用代码已被平台上的其他企业使用",
  missing: "认证记录不存在",
  notAwaitingDeposit: "该认证当前无需确认打款金额",
  depositNotSent: "平台财务尚未向贵司对公账户打款，请在账户明细中收到打款后再确认金额",
  submittedSent: "已提交，平台已向对公账户打款，请在收到后确认金额",
  submittedForFinance: "已提交，平台财务将在1个工作日内向贵司对公账户打款，请留意账户明细",
  wrongAmount: "金额不正确，还可尝试{left}次",
  depositFailed: "打款金额{times}次验证不正确，请核对对公账户后重新提交认证",
  qualificationMissing: "资质证书不存在",
  duplicateCertificate: "该证书编号已存在",
  invalidDate: "请选择正确的有效期",
  expired: "证书已过期，请上传有效期内的证书",
  noBusiness: "请先选择企业",
} as const;

/** The notices a submitter gets when an operator decided. */
export const reviewNotices = {
  personal: { approved: "个人实名认证已通过", rejected: "个人实名认证未通过" },
  corporate: { approved: "企业认证已通过", rejected: "企业认证未通过" },
  qualification: { approved: "资质证书审核已通过", rejected: "资质证书审核未通过" },
} as const;
