// The addresses of the comprehensive-service pages (spec §2), spelled once.
const base = "/default/comprehensives-ervices";

/** The pages this feature links to, its own and its neighbours'. */
export const lawPaths = {
  landing: `${base}/law-services`,
  lawyerList: `${base}/law-services/lawyer/lawyer-list`,
  lawyer: (id: number) => `${base}/law-services/lawyer/lawyer-list?id=${id}`,
  packageList: `${base}/law-services/legal/package-list`,
  packageDetail: (id: number) => `${base}/law-services/legal/package-detail?id=${id}`,
  lessonList: `${base}/law-services/law-lesson/lawlesson-list`,
  lessonDetail: (id: number) => `${base}/law-services/law-lesson/lawlesson-detail?id=${id}`,
  need: `${base}/comprehensives-ervices-need`,
  caseList: `${base}/case-list-need`,
  seeMore: `${base}/see-more`,
  customerService: `${base}/online-customer-service`,
  /** The message list, opening the chat with `chatId` (the peer's chat user). */
  chat: (chatId: string) => `/user/customer-message-list?chatId=${encodeURIComponent(chatId)}`,
} as const;
