import { ApiError, clientCall } from "@cidp/api-client";
import { noticeCalls } from "@cidp/api-client/contract";
import { type Notice, noticeNavigation } from "@cidp/domain";
import { noticeListTexts } from "../features/messages/notice-texts.ts";
import { LinkLine } from "../lib/link-line.tsx";
import { MEMBER_CENTER_PAGES } from "../lib/member-center/member-center-pages.ts";
import { NoticeCompany } from "../lib/notices/notice-company.tsx";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-notice-detail";

const texts = noticeListTexts;

/** One of the member's notices (`?id=`); viewing it marks it read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  const { member } = portalRequest(context);
  if (!member || !Number.isSafeInteger(id) || id <= 0) return { notice: null as Notice | null, error: texts.missing };
  try {
    const answer = await clientCall(noticeCalls.detail)(member, { id }, { silent: true });
    return { notice: answer.data as Notice, error: null };
  } catch (error) {
    return { notice: null as Notice | null, error: error instanceof ApiError && error.code === 404 ? texts.missing : texts.loadFailed };
  }
}

/** Where the notice leads inside the member center, when that page exists (spec §4 notice click routing). */
function targetOf(notice: Notice): string | null {
  const navigation = noticeNavigation(notice);
  if (navigation.kind !== "navigate") return null;
  return MEMBER_CENTER_PAGES.has(navigation.to.split("?")[0] ?? "") ? navigation.to : null;
}

/** 消息详情 (spec §2 /user/notice/detail). */
export default function NoticeDetail({ loaderData }: Route.ComponentProps) {
  const { notice, error } = loaderData;
  const target = notice ? targetOf(notice) : null;
  return (
    <div className={styles.inner} data-testid="notice-detail">
      <LinkLine to="/user/notice">{texts.back}</LinkLine>
      {notice ? (
        <article className={styles.panel}>
          <h1>{notice.title}</h1>
          <p>
            <NoticeCompany notice={notice} /> <small>{notice.createTime}</small>
          </p>
          <p>{notice.content}</p>
          {target && (
            <p>
              <PrimaryLink to={target}>{texts.open}</PrimaryLink>
            </p>
          )}
        </article>
      ) : (
        <>
          <h1>{texts.detailTitle}</h1>
          <p role="alert">{error}</p>
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, args.loaderData?.notice?.title ?? texts.detailTitle);
}
