import { clientCall } from "./client-call.ts";
import { noticeCalls } from "./contract/notice.contract.ts";

/** GET the member's unread notice count (a number). */
export const getNoReadCount = clientCall(noticeCalls.noReadCount);

/** GET a page of notices (`data.records`), optionally of one tab. */
export const getNoticeList = clientCall(noticeCalls.list);

/** GET: marks one notice read. */
export const clickReadNotice = clientCall(noticeCalls.clickRead);

/** GET: marks every notice read. */
export const allReadNotice = clientCall(noticeCalls.allRead);

/** GET unread counts per tab (noticeType0 to noticeType3). */
export const getTabNoReadCount = clientCall(noticeCalls.tabNoReadCount);

/** GET a page of public platform announcements. */
export const getCenterNoticeList = clientCall(noticeCalls.centerNoticeList);

/** GET one platform announcement; its content is HTML to sanitise before rendering. */
export const getCenterNoticeDetail = clientCall(noticeCalls.centerNoticeDetail);
