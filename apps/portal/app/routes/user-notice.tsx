import { clientCall } from "@cidp/api-client";
import { noticeCalls } from "@cidp/api-client/contract";
import { NOTICE_TABS, type Notice, parseNoticeTab, zhCN } from "@cidp/domain";
import { Button, Empty } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { noticeListTexts } from "../features/messages/notice-texts.ts";
import { CurrentPagePagination } from "../lib/current-page-pagination.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { NoticeCompany } from "../lib/notices/notice-company.tsx";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-notice";

const PAGE_SIZE = 10;
const texts = noticeListTexts;

/** The member's notices, all or of one tab (`?tag=0..3`), a page at a time (`?current=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rawTag = url.searchParams.get("tag");
  const tag = rawTag === null || rawTag === "" ? null : parseNoticeTab(rawTag);
  const current = Math.max(1, Number.parseInt(url.searchParams.get("current") ?? "1", 10) || 1);
  const { member } = portalRequest(context);
  const empty = { tag, current, total: 0, notices: [] as Notice[], error: null as string | null };
  if (!member) return empty;
  try {
    const answer = await clientCall(noticeCalls.list)(member, { current, size: PAGE_SIZE, ...(tag === null ? {} : { noticeType: tag }) }, { silent: true });
    return { ...empty, total: answer.data.total, notices: answer.data.records as Notice[] };
  } catch {
    return { ...empty, error: texts.loadFailed };
  }
}

/** 全部已读. */
export async function action({ context }: Route.ActionArgs) {
  return memberAction(context, async (client) => {
    const answer = await clientCall(noticeCalls.allRead)(client, { silent: true });
    return { msg: texts.allReadDone.replace("{n}", String(answer.data)) };
  });
}

const tabPath = (tag: number | null) => (tag === null ? "/user/notice" : `/user/notice?tag=${tag}`);

/** 消息通知 in the member center (spec §2 /user/notice, optional tag). */
export default function NoticeList({ loaderData, actionData }: Route.ComponentProps) {
  const { tag, current, total, notices, error } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={styles.inner} data-testid="notice-list">
      <TitleRow title={texts.title}>
        <MayCall call={noticeCalls.allRead}>
          <Form method="post">
            <Button type="submit" variant="ghost" loading={busy}>
              {texts.allRead}
            </Button>
          </Form>
        </MayCall>
      </TitleRow>
      <nav aria-label={texts.tabs} className={styles.rowActions}>
        <Link to={tabPath(null)} aria-current={tag === null ? "page" : undefined}>
          {texts.all}
        </Link>
        {NOTICE_TABS.map(({ tab, label }) => (
          <Link key={tab} to={tabPath(tab)} aria-current={tab === tag ? "page" : undefined}>
            {zhCN[label]}
          </Link>
        ))}
      </nav>
      <ActionNotice answer={actionData} />
      {error ? (
        <p role="alert">{error}</p>
      ) : notices.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <ul className={styles.noticeList}>
          {notices.map((notice) => (
            <li key={notice.id} data-testid="notice-row" data-unread={Number(notice.isRead) === 0}>
              <Link to={`/user/notice/detail?id=${notice.id}`} className={styles.noticeLink}>
                <strong>
                  {Number(notice.isRead) === 0 && <span className={styles.unread}>{texts.unread}</span>}
                  {notice.title}
                </strong>
                <span>{notice.content}</span>
                <NoticeCompany notice={notice} />
                <small>{notice.createTime}</small>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CurrentPagePagination current={current} total={total} pageSize={PAGE_SIZE} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
