import { clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls, tenderPaths } from "@cidp/api-client/contract";
import { Button, type TableColumn } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { CompanyFacts } from "../features/procurement/company-facts.tsx";
import { loadCompanyProfile } from "../features/procurement/sheet-loaders.server.ts";
import * as styles from "../features/tender/tender.css.ts";
import { FileLinks } from "../features/tender/tender-files.tsx";
import { idOf, loadMyTender, loadTendererProfile } from "../features/tender/tender-manage.server.ts";
import { manageTexts as texts } from "../features/tender/tender-manage-texts.ts";
import { tenderMemberTexts } from "../features/tender/tender-member-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { HeadedRecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-my-bid-bid-company-detail";

/** `?id=` the tender through which the bidder looks at its tenderer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = idOf(request);
  const [tenderer, mine] = await Promise.all([loadTendererProfile(context, id), loadMyTender(context, id)]);
  const profile = await loadCompanyProfile(context, tenderer.businessId);
  return { tenderer, mine, profile };
}

/** 确认收到 a clarification (notices of clarifications lead here). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return memberAction(context, async (client) => {
    await clientCall(tenderCalls.acknowledge)(client, { clarificationId: idField(form, "clarificationId") ?? 0 }, { silent: true });
    return { msg: texts.acknowledged };
  });
}

type Row = CallResult<typeof tenderCalls.tendererProfile>["data"]["tenders"][number];

const columns: TableColumn<Row>[] = [
  { key: "title", title: tenderMemberTexts.title, render: (row) => <Link to={`/default/tender/detail?id=${row.id}`}>{row.title}</Link> },
  { key: "tenderNo", title: tenderMemberTexts.tenderNo },
  { key: "stateLabel", title: tenderMemberTexts.state },
  { key: "bidDeadline", title: texts.deadline },
];

/** 招标人详情 (spec §2 `/user/my-bid/bid-company-detail`): the tenderer's profile, the notice's contact, its public tenders, and this business's part. */
export default function BidCompanyDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { tenderer, mine, profile } = loaderData;
  const busy = useNavigation().state !== "idle";
  const { tender, bidder, unacknowledged } = mine;
  const pending = tender.clarifications.filter((c) => unacknowledged.includes(c.id));
  return (
    <div className={page.inner} data-testid="bid-company-detail">
      <TitleRow title={tenderer.name}>
        <TextLink to="/user/my-bid/default">{texts.toMyBids}</TextLink>
      </TitleRow>
      <ActionNotice answer={actionData} />
      <dl className={page.facts}>
        <dt>{texts.inTender}</dt>
        <dd>
          <Link to={`/default/tender/detail?id=${tender.id}`}>{tender.title}</Link>
        </dd>
        <Fact term={texts.noticeContact} testId="notice-contact">
          {tender.contactName ? `${tenderer.contactName} ${tenderer.contactPhone}` : "—"}
        </Fact>
      </dl>
      <p data-testid="chat-rule">{tenderer.chatClosed ? texts.chatClosed : texts.chatOpen}</p>
      {bidder && (
        <section className={styles.part} aria-labelledby="my-part">
          <h2 id="my-part">{texts.myParticipation}</h2>
          <dl className={page.facts}>
            <Fact term={texts.myState} testId="my-state">
              {bidder.stateLabel}
            </Fact>
            <Fact term={texts.currentDeposit}>{bidder.depositStateLabel}</Fact>
            <dt>{texts.qualificationFiles}</dt>
            <dd>
              <FileLinks files={bidder.qualificationFiles} testId="my-documents" />
            </dd>
            {bidder.depositVoucher && (
              <>
                <dt>{texts.depositVoucher}</dt>
                <dd>
                  <FileLinks files={[bidder.depositVoucher]} />
                </dd>
              </>
            )}
            {bidder.technicalFiles.length > 0 && (
              <>
                <dt>{texts.technicalFiles}</dt>
                <dd>
                  <FileLinks files={bidder.technicalFiles} />
                </dd>
              </>
            )}
          </dl>
          <p className={page.actions}>
            {bidder.state === "awaiting_deposit" && <Link to={`/user/invite-tenders/btbt-pay?id=${tender.id}`}>{texts.payDeposit}</Link>}
            {["deposited", "bid"].includes(bidder.state) && <Link to={`/user/my-bid/bitTable?id=${tender.id}`}>{texts.toBid}</Link>}
            {bidder.state === "won" && (
              <a href={`${tenderPaths.awardNoticePdf}?id=${tender.id}`} download>
                {texts.awardNotice}
              </a>
            )}
          </p>
          {mine.objections.length > 0 && (
            <>
              <h3>{texts.myObjections}</h3>
              <ol data-testid="my-objections">
                {mine.objections.map((o) => (
                  <li key={o.id}>
                    <p>
                      <time>{o.time}</time> {o.content}
                    </p>
                    <p data-testid={`my-objection-answer-${o.id}`}>
                      {o.answer !== null ? `${texts.objectionAnswered}（${o.answerTime}）：${o.answer}` : texts.objectionAwaiting}
                    </p>
                  </li>
                ))}
              </ol>
            </>
          )}
          {pending.length > 0 && (
            <>
              <h3>{texts.pending}</h3>
              <ol>
                {pending.map((c) => (
                  <li key={c.id}>
                    <time>{c.time}</time> {c.content}
                    <MayCall call={tenderCalls.acknowledge}>
                      <Form method="post" className={styles.inlineForm}>
                        <input type="hidden" name="clarificationId" value={c.id} />
                        <Button type="submit" size="small" disabled={busy}>
                          {texts.acknowledge}
                        </Button>
                      </Form>
                    </MayCall>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
      <CompanyFacts profile={profile} />
      <HeadedRecordTable title={texts.otherTenders} columns={columns} data={tenderer.tenders} emptyText={texts.noTenders} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.companyTitle, description: texts.companyDescription });
}
