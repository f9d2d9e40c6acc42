export { smsPaths, smsRoutes } from "./routes.ts";
export { SmsPurpose, SmsRules } from "./sms.constants.ts";
export { smsMessages } from "./sms.messages.ts";
export { createSmsService, type SendResult, type SmsService, type VerifyResult } from "./sms.service.ts";
export { checkSendLimits, type SendHistory, type SendLimit } from "./sms-limits.ts";
export { createConsoleOutbox, type ListingSmsProvider, type OutboxEntry, type SmsMessage, type SmsProvider } from "./sms-provider.ts";
