import { Link } from "react-router";
import { idOf, loadTendererTender } from "../features/tender/tender-manage.server.ts";
import { manageTexts as texts } from "../features/tender/tender-manage-texts.ts";
import { Fact } from "../lib/fact.tsx";
import * as page from "../lib/page.css.ts";
import { PanelSection } from "../lib/panel-section.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-invite-tenders-sub-page-public";

/** The business's own tender `?id=`, with what of it has been announced. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { tender: await loadTendererTender(context, idOf(request)) };
}

/** 公告发布 (spec §2 `/user/invite-tenders/subPage/public`): 招标公告, 中标候选人公示 and 结果公告 as published, each to its public page. */
export default function TenderPublicNotices({ loaderData }: Route.ComponentProps) {
  const { tender } = loaderData;
  const publicHref = `/default/tender/detail?id=${tender.id}`;
  const published = tender.publishTime !== null && tender.state !== "withdrawn";
  return (
    <div className={page.inner} data-testid="tender-public-notices">
      <TitleRow title={texts.publicTitle}>
        <TextLink to={`/user/invite-tenders/subPage/default?id=${tender.id}`}>{texts.manageLink}</TextLink>
      </TitleRow>
      <p>{tender.title}</p>
      <PanelSection id="notice-announcement" title={texts.announcement}>
        <p data-testid="announcement-state">{published && tender.publishTime ? texts.announcementPublished(tender.publishTime) : texts.notPublished}</p>
        {published && (
          <p>
            <Link to={publicHref}>{`${texts.openPublic}：${texts.announcement}`}</Link>
          </p>
        )}
      </PanelSection>
      <PanelSection id="notice-candidates" title={texts.candidatesNotice}>
        {tender.candidates.length > 0 ? (
          <>
            <dl className={page.facts}>
              <dt>{texts.publicityPeriod}</dt>
              <dd data-testid="publicity-period">
                {tender.publicityStart} 至 {tender.publicityEnd}
              </dd>
              <Fact term={texts.objection}>{tender.objectionContact}</Fact>
            </dl>
            <ol>
              {tender.candidates.map((c) => (
                <li key={c.rank}>{c.bidderName}</li>
              ))}
            </ol>
            <p>
              <Link to={`${publicHref}#tender-candidates`}>{`${texts.openPublic}：${texts.candidatesNotice}`}</Link>
            </p>
          </>
        ) : (
          <p>{texts.notPublished}</p>
        )}
      </PanelSection>
      <PanelSection id="notice-result" title={texts.resultNotice}>
        {tender.winnerName ? (
          <>
            <p>
              {texts.winner}：<strong data-testid="result-winner">{tender.winnerName}</strong>
            </p>
            <p>
              <Link to={`${publicHref}#tender-result`}>{`${texts.openPublic}：${texts.resultNotice}`}</Link>
            </p>
          </>
        ) : (
          <p>{texts.notPublished}</p>
        )}
      </PanelSection>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.publicTitle, description: texts.publicDescription });
}
