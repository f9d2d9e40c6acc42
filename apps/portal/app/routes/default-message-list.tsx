import { getNoticeList } from "@cidp/api-client";
import { messageListPath, NOTICE_TABS, type Notice, parseNoticeTab, zhCN } from "@cidp/domain";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { messages } from "../lib/messages.ts";
import { NoticeCompany } from "../lib/notices/notice-company.tsx";
import * as styles from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import type { Route } from "./+types/default-message-list";

const PAGE_SIZE = 10;
const NoticeOpener = lazy(() => import("../features/messages/notice-opener.tsx"));

/** All notices of one tab (`?code=`), a page at a time (`?page=`); a visitor has none. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = parseNoticeTab(url.searchParams.get("code"));
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const { member } = portalRequest(context);
  if (!member) return { tab, page, pages: 0, notices: [] as Notice[] };
  try {
    const answer = await getNoticeList(member, { current: page, size: PAGE_SIZE, noticeType: tab }, { silent: true });
    return { tab, page, pages: answer.data.pages, notices: answer.data.records as Notice[] };
  } catch {
    return { tab, page, pages: 0, notices: [] as Notice[] };
  }
}

export default function DefaultMessageList({ loaderData }: Route.ComponentProps) {
  const { tab, page, pages, notices } = loaderData;
  const hydrated = useHydrated();
  return (
    <div className={styles.inner} data-testid="message-list">
      <h1>{messages.messageListTitle}</h1>
      <nav aria-label={messages.messageListTitle}>
        {NOTICE_TABS.map(({ tab: value, label }) => (
          <Link key={value} to={messageListPath(value)} aria-current={value === tab ? "page" : undefined} style={{ marginRight: 16 }}>
            {zhCN[label]}
          </Link>
        ))}
      </nav>
      {notices.length === 0 ? (
        <p>{messages.messageListEmpty}</p>
      ) : (
        <ul style={{ listStyle: "none", padding: 0 }}>
          {notices.map((notice) => (
            <li key={notice.id} data-testid="notice-row" data-unread={Number(notice.isRead) === 0}>
              {hydrated ? (
                <Suspense fallback={<NoticeText notice={notice} />}>
                  <NoticeOpener notice={notice}>
                    <NoticeText notice={notice} />
                  </NoticeOpener>
                </Suspense>
              ) : (
                <NoticeText notice={notice} />
              )}
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={page} pages={pages} href={(n) => `${messageListPath(tab)}&page=${n}`} />
    </div>
  );
}

function NoticeText({ notice }: { notice: Notice }) {
  return (
    <span style={{ display: "block", padding: "12px 0", borderBottom: "1px solid #d0d5dd" }}>
      <strong>{notice.title}</strong>
      <span style={{ display: "block" }}>{notice.content}</span>
      <NoticeCompany notice={notice} />
      <small>{notice.createTime}</small>
    </span>
  );
}
