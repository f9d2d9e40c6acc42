import { type ApiClient, allReadNotice, getNoticeList, getTabNoReadCount } from "@cidp/api-client";
import {
  drawerListQuery,
  formatMessage,
  isUnread,
  markAllNoticesRead,
  markNoticeRead,
  messageListPath,
  NOTICE_TABS,
  type Notice,
  type NoticeActor,
  type NoticeTab,
  openingNoticeTab,
  type TabUnreadCounts,
  tabUnreadCount,
  zhCN,
} from "@cidp/domain";
import { Button, Spinner, visuallyHidden } from "@cidp/ui";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { messages } from "../../lib/messages.ts";
import { NoticeCompany } from "../../lib/notices/notice-company.tsx";
import { browserNoticeRouter, openNotice } from "../../lib/notices/open-notice.ts";
import * as styles from "./notice-panel.css.ts";

/**
 * The message drawer's content (spec §2): tabs 3 (default), 0, 1, 2 with unread counts, the 5
 * latest notices of the tab, mark all read and view more. It opens on the first tab with unread
 * notices (the default when none has), so the counts are read before the list. The drawer frame (slide-in, close,
 * Escape, focus return) is the ui Drawer around it; this part loads only when a member opens it.
 */
export default function NoticePanel({
  client,
  onClose,
  onRead,
  actor,
}: {
  client: ApiClient;
  onClose: () => void;
  onRead: () => void;
  /** The business the member acts for and the ones they belong to: a notice of another opens after a switch. */
  actor: NoticeActor;
}) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Null until the counts say which tab to open on.
  const [tab, setTab] = useState<NoticeTab | null>(null);
  const [counts, setCounts] = useState<TabUnreadCounts | null>(null);
  const [notices, setNotices] = useState<Notice[] | null>(null);

  const refreshCounts = useCallback(async () => {
    const answer = await getTabNoReadCount(client);
    setCounts(answer.data);
    onRead();
  }, [client, onRead]);

  useEffect(() => {
    void getTabNoReadCount(client).then(
      (answer) => {
        setCounts(answer.data);
        setTab((chosen) => chosen ?? openingNoticeTab(answer.data));
      },
      () => setTab((chosen) => chosen ?? openingNoticeTab(null)),
    );
  }, [client]);

  useEffect(() => {
    if (tab === null) return;
    let live = true;
    setNotices(null);
    getNoticeList(client, drawerListQuery(tab)).then(
      (answer) => live && setNotices(answer.data.records),
      () => live && setNotices([]),
    );
    return () => {
      live = false;
    };
  }, [client, tab]);

  return (
    <div className={styles.panel} data-testid="message-drawer">
      <div role="tablist" className={styles.tabs}>
        {NOTICE_TABS.map(({ tab: value, label }) => {
          const unread = tabUnreadCount(counts, value);
          return (
            <button key={value} type="button" role="tab" aria-selected={tab === value} className={styles.tab} onClick={() => setTab(value)} data-tab={value}>
              {zhCN[label]}
              {unread > 0 && (
                <span className={styles.count} data-testid={`tab-count-${value}`}>
                  {unread}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" className={styles.tabPanel}>
        {refusal && (
          <p role="alert" className={styles.refusal} data-testid="notice-refusal">
            {refusal}
          </p>
        )}
        {notices === null && (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
        {notices !== null && notices.length === 0 && <p className={styles.empty}>{messages.messageListEmpty}</p>}
        <ul className={styles.list}>
          {(notices ?? []).map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className={styles.item}
                data-testid="notice-item"
                data-unread={isUnread(notice)}
                onClick={() =>
                  void openNotice(
                    client,
                    notice,
                    browserNoticeRouter(client, {
                      navigate: (to) => {
                        onClose();
                        void navigate(to);
                      },
                      explain: setRefusal,
                    }),
                    () => {
                      setNotices((list) => (list ? markNoticeRead(list, notice.id) : list));
                      void refreshCounts();
                    },
                    actor,
                  )
                }
              >
                {isUnread(notice) ? (
                  <span className={styles.dot}>
                    <span className={visuallyHidden}>{messages.noticeUnread}</span>
                  </span>
                ) : (
                  <span className={styles.noDot} />
                )}
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{notice.title}</span>
                  <span className={styles.itemContent}>{notice.content}</span>
                  <NoticeCompany notice={notice} />
                  <span className={styles.itemTime}>{notice.createTime}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          onClick={async () => {
            await allReadNotice(client);
            setNotices((list) => (list ? markAllNoticesRead(list) : list));
            await refreshCounts();
          }}
        >
          {formatMessage("drawer.mark-all-read")}
        </Button>
        <Button
          onClick={() => {
            onClose();
            void navigate(messageListPath(tab ?? openingNoticeTab(counts)));
          }}
        >
          {formatMessage("drawer.view-more")}
        </Button>
      </div>
    </div>
  );
}
