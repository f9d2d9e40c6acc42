import { tenderCalls, tenderPaths } from "@cidp/api-client/contract";
import { formatFen, OBJECTION_ANSWER_MAX_CHARS } from "@cidp/domain";
import { Button, Empty, Table, type TableColumn } from "@cidp/ui";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Fact } from "../../lib/fact.tsx";
import type { KeptFilesFieldComponent } from "../../lib/kept-files.ts";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import * as page from "../../lib/page.css.ts";
import { PrimaryLink } from "../../lib/styled-links.tsx";
import { tradeDocumentField } from "../../lib/trade-document-field.ts";
import { type Answer, a11yOf, FieldError, typed } from "./manage-answer.tsx";
import { ReviewForms } from "./review-forms.tsx";
import * as styles from "./tender.css.ts";
import { DocumentFiles, TenderDocuments } from "./tender-documents.tsx";
import { FileLinks } from "./tender-files.tsx";
import type { TendererTender } from "./tender-manage.server.ts";
import { manageTexts as texts } from "./tender-manage-texts.ts";

type Bidder = TendererTender["bidders"][number];
type Ranked = NonNullable<TendererTender["ranking"]>["ranked"][number];

/** A labelled control of a management form, with the refusal that names it under it. */
function AnsweredField({ id, label, answer, children }: { id: string; label: ReactNode; answer: Answer; children: ReactNode }) {
  return (
    <p className={page.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError answer={answer} field={id} />
    </p>
  );
}

/** One part of the management page, under its own heading (`id` names the heading the section is labelled by). */
function TenderPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The steps a tenderer may take in each state (the opening itself runs at the deadline, on the server). */
const STEPS_BY_STATE: Partial<Record<TendererTender["state"], (keyof typeof texts.steps)[]>> = {
  registering: ["close-registration"],
  qualifying: ["start-bidding"],
  opened: ["start-evaluation"],
  awarded: ["notify"],
  notified: ["start-refund"],
  refunding: ["complete"],
};
const WITHDRAWABLE: readonly TendererTender["state"][] = ["draft", "approving", "registering", "qualifying", "bidding"];
const AWARDED: readonly TendererTender["state"][] = ["awarded", "notified", "refunding", "completed"];

function Facts({ tender }: { tender: TendererTender }) {
  return (
    <dl className={page.facts}>
      <Fact term={texts.tenderNo}>{tender.tenderNo}</Fact>
      <Fact term={texts.state} testId="tender-state">
        {tender.stateLabel}
      </Fact>
      <Fact term={texts.estimate}>{formatFen(tender.estimateFen)}</Fact>
      <Fact term={texts.depositLabel}>{tender.depositFen > 0 ? formatFen(tender.depositFen) : texts.noDeposit}</Fact>
      <Fact term={texts.method}>{tender.methodLabel}</Fact>
      <Fact term={texts.registrationEndLabel}>{tender.registrationEnd}</Fact>
      <Fact term={texts.bidDeadlineLabel} testId="bid-deadline">
        {tender.bidDeadline}
      </Fact>
      <Fact term={texts.publishTime}>{tender.publishTime ?? "—"}</Fact>
      {tender.failReason ? <Fact term={texts.failReason}>{tender.failReason}</Fact> : null}
      {tender.winnerName ? (
        <Fact term={texts.winner} testId="winner">
          {tender.winnerName}
        </Fact>
      ) : null}
    </dl>
  );
}

function StageActions({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  const steps = STEPS_BY_STATE[tender.state] ?? [];
  const withdrawable = WITHDRAWABLE.includes(tender.state);
  return (
    <TenderPart id="tender-stage" title={texts.stage}>
      {tender.state === "bidding" && <p>{texts.openingAuto}</p>}
      {tender.state === "publicity" && (
        <p>
          <PrimaryLink to={`/user/invite-tenders/subPage/selectingBiddingConfirm?id=${tender.id}`}>{texts.confirmAward}</PrimaryLink>
        </p>
      )}
      {steps.map((step) => (
        <MayCall key={step} call={tenderCalls.advance}>
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="advance" />
            <input type="hidden" name="step" value={step} />
            <Button type="submit">{texts.steps[step]}</Button>
          </Form>
        </MayCall>
      ))}
      {withdrawable && (
        <MayCall call={tenderCalls.withdraw}>
          <Form method="post" className={page.panel}>
            <input type="hidden" name="intent" value="withdraw" />
            <AnsweredField id="withdraw-reason" label={texts.withdrawReason} answer={answer}>
              <input id="withdraw-reason" name="reason" maxLength={300} defaultValue={typed(answer, "reason") ?? ""} {...a11yOf(answer, "withdraw-reason")} />
            </AnsweredField>
            <Button type="submit" variant="warning">
              {texts.withdraw}
            </Button>
          </Form>
        </MayCall>
      )}
      {steps.length === 0 && !withdrawable && tender.state !== "publicity" && tender.state !== "evaluating" && <p>{texts.noStage}</p>}
    </TenderPart>
  );
}

function Registrations({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  const reviewable = ["registering", "qualifying", "bidding"].includes(tender.state);
  const columns: TableColumn<Bidder>[] = [
    { key: "businessName", title: texts.bidder },
    { key: "stateLabel", title: texts.bidderState },
    {
      key: "qualificationFiles",
      title: texts.qualificationFiles,
      render: (row) => <FileLinks files={row.qualificationFiles} testId={`qualification-files-${row.bidderId}`} />,
    },
    {
      key: "actions",
      title: texts.stage,
      render: (row) =>
        reviewable && row.state === "registered" ? (
          <ReviewForms
            call={tenderCalls.reviewRegistration}
            intent="review-registration"
            bidderId={row.bidderId}
            bidderName={row.businessName}
            accept={{ value: "approve", label: texts.approve }}
            refuse={{ value: "reject", label: texts.reject }}
            reasonLabel={texts.rejectReason}
            reasonField={`reason-${row.bidderId}`}
            typedReason={answer?.field === `reason-${row.bidderId}` ? (typed(answer, "reason") ?? "") : ""}
            answer={answer}
          />
        ) : row.state === "rejected" ? (
          `${texts.rejectReasonShown}：${row.rejectReason}`
        ) : (
          "—"
        ),
    },
  ];
  return (
    <TenderPart id="tender-registrations" title={texts.registrations}>
      <Table
        caption={texts.registrationsCaption}
        columns={columns}
        data={tender.bidders}
        rowKey={(row) => String(row.bidderId)}
        empty={<Empty description={texts.noRegistrations} />}
      />
    </TenderPart>
  );
}

function Deposits({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  const waiting = tender.bidders.filter((b) => b.depositState === "confirming");
  const columns: TableColumn<Bidder>[] = [
    { key: "businessName", title: texts.bidder },
    { key: "depositMethod", title: texts.depositMethod, render: (row) => (row.depositMethod === "guarantee" ? texts.guarantee : texts.offline) },
    { key: "depositReference", title: texts.depositReference },
    {
      key: "depositVoucher",
      title: texts.depositVoucher,
      render: (row) => <FileLinks files={row.depositVoucher ? [row.depositVoucher] : []} testId={`deposit-voucher-${row.bidderId}`} />,
    },
    { key: "depositStateLabel", title: texts.depositState },
    {
      key: "actions",
      title: texts.stage,
      render: (row) => (
        <ReviewForms
          call={tenderCalls.reviewDeposit}
          intent="review-deposit"
          bidderId={row.bidderId}
          bidderName={row.businessName}
          accept={{ value: "confirm", label: texts.confirmDeposit }}
          refuse={{ value: "return", label: texts.returnDeposit }}
          reasonLabel={texts.returnReason}
          reasonField={`deposit-reason-${row.bidderId}`}
          answer={answer}
        />
      ),
    },
  ];
  return (
    <TenderPart id="tender-deposits" title={texts.deposits}>
      <Table
        caption={texts.depositsCaption}
        columns={columns}
        data={waiting}
        rowKey={(row) => String(row.bidderId)}
        empty={<Empty description={texts.noDepositsToConfirm} />}
      />
    </TenderPart>
  );
}

/** The files a clarification published (its 补遗), listed under it. */
function ClarificationFiles({ tender, clarificationId }: { tender: TendererTender; clarificationId: number }) {
  const files = tender.documents.filter((d) => d.clarificationId === clarificationId);
  return files.length > 0 ? <DocumentFiles files={files} downloadable testId={`clarification-files-${clarificationId}`} /> : null;
}

function Clarifications({ tender, answer, Files }: { tender: TendererTender; answer: Answer; Files: KeptFilesFieldComponent }) {
  const open = ["registering", "qualifying", "bidding"].includes(tender.state);
  return (
    <TenderPart id="tender-clarifications" title={texts.clarifications}>
      {tender.clarifications.length === 0 ? (
        <p>{texts.noClarifications}</p>
      ) : (
        <ol data-testid="clarifications">
          {tender.clarifications.map((c) => {
            const acks = tender.acknowledgements.find((a) => a.clarificationId === c.id);
            const entries = acks?.entries ?? [];
            const pending = acks?.pendingNames ?? [];
            return (
              <li key={c.id}>
                <time>{c.time}</time> {c.substantive ? texts.substantiveMark : ""} {c.content}
                <ClarificationFiles tender={tender} clarificationId={c.id} />
                <br />
                {texts.acknowledgedBy}：{entries.length > 0 ? entries.map((e) => `${e.bidderName}（${e.time}）`).join("、") : texts.nobodyAcknowledged}
                {pending.length > 0 && (
                  <>
                    <br />
                    {c.substantive ? texts.pendingSubstantive : texts.pendingPlain}：{pending.join("、")}
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {open && (
        <MayCall call={tenderCalls.clarify}>
          <Form method="post" className={page.panel}>
            <input type="hidden" name="intent" value="clarify" />
            <AnsweredField id="content" label={texts.clarifyContent} answer={answer}>
              <textarea id="content" name="content" rows={4} maxLength={5000} defaultValue={typed(answer, "content") ?? ""} {...a11yOf(answer, "content")} />
            </AnsweredField>
            <p>
              <label>
                <input type="checkbox" name="substantive" defaultChecked={typed(answer, "substantive") === "on"} /> {texts.clarifySubstantive}
              </label>
            </p>
            <Files name="fileIds" kept={[]} keepText={texts.keepDocument} {...tradeDocumentField(texts.addendumFiles)} />
            <Button type="submit">{texts.clarifySubmit}</Button>
          </Form>
        </MayCall>
      )}
    </TenderPart>
  );
}

/** 异议 to the candidate 公示: each with the tenderer's answer, or a form to answer it. */
function Objections({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  return (
    <TenderPart id="tender-objections" title={texts.objections}>
      {tender.objections.length === 0 ? (
        <p>{texts.noObjections}</p>
      ) : (
        <ol data-testid="objections">
          {tender.objections.map((o) => (
            <li key={o.id} data-testid={`objection-${o.id}`}>
              <p>
                <strong>{o.bidderName}</strong> <time>{o.time}</time>
              </p>
              <p>{o.content}</p>
              {o.answer !== null ? (
                <p data-testid={`objection-answer-${o.id}`}>
                  {texts.objectionAnswered}（<time>{o.answerTime}</time>）：{o.answer}
                </p>
              ) : (
                <MayCall call={tenderCalls.answerObjection}>
                  <Form method="post" className={page.panel}>
                    <input type="hidden" name="intent" value="answer-objection" />
                    <input type="hidden" name="objectionId" value={o.id} />
                    <AnsweredField id={`answer-${o.id}`} label={`${texts.objectionAnswer}：${o.bidderName}`} answer={answer}>
                      <textarea
                        id={`answer-${o.id}`}
                        name="answer"
                        rows={3}
                        maxLength={OBJECTION_ANSWER_MAX_CHARS}
                        defaultValue={answer?.field === `answer-${o.id}` ? (typed(answer, "answer") ?? "") : ""}
                        {...a11yOf(answer, `answer-${o.id}`)}
                      />
                    </AnsweredField>
                    <Button type="submit">{texts.objectionAnswerSubmit}</Button>
                  </Form>
                </MayCall>
              )}
            </li>
          ))}
        </ol>
      )}
    </TenderPart>
  );
}

function Opening({ tender }: { tender: TendererTender }) {
  const opened = tender.bidders.filter((b) => b.priceFen !== null);
  const columns: TableColumn<Bidder>[] = [
    { key: "businessName", title: texts.bidder },
    { key: "priceFen", title: texts.price, render: (row) => (row.priceFen === null ? "—" : formatFen(row.priceFen)) },
    {
      key: "technicalFiles",
      title: texts.technicalFiles,
      render: (row) => <FileLinks files={row.technicalFiles} testId={`technical-files-${row.bidderId}`} />,
    },
    { key: "version", title: texts.version },
    { key: "submitTime", title: texts.submitTime, render: (row) => row.submitTime ?? "—" },
  ];
  return (
    <TenderPart id="tender-opening" title={texts.opening}>
      <p>
        {texts.openingTime}：<time data-testid="opening-time">{tender.openingTime}</time>
      </p>
      <Table caption={texts.openingCaption} columns={columns} data={opened} rowKey={(row) => String(row.bidderId)} />
      <h3>{texts.alerts}</h3>
      {tender.alerts.length === 0 ? (
        <p>{texts.noAlerts}</p>
      ) : (
        <Table
          caption={texts.alertsCaption}
          columns={[
            { key: "label", title: texts.alertKind },
            { key: "bidderNames", title: texts.alertBidders, render: (row) => row.bidderNames.join("、") },
            { key: "evidence", title: texts.alertEvidence },
          ]}
          data={tender.alerts}
          rowKey={(row) => `${row.kind}-${row.bidderNames.join()}-${row.evidence}`}
        />
      )}
    </TenderPart>
  );
}

/** The member's own saved score of a bidder on a criterion, as the form's starting value ("" when none). */
const ownPoints = (tender: TendererTender, bidderId: number, key: string) =>
  String(tender.myScores.find((s) => s.bidderId === bidderId && s.criterionKey === key)?.points ?? "");

function Evaluation({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  const scorable = tender.state === "evaluating" && tender.method === "comprehensive";
  const opened = tender.bidders.filter((b) => b.state === "opened");
  const ranking = tender.ranking;
  const rankColumns: TableColumn<Ranked>[] = [
    { key: "rank", title: texts.rank },
    { key: "bidderName", title: texts.bidder },
    { key: "priceFen", title: texts.price, render: (row) => formatFen(row.priceFen) },
    { key: "averageScore", title: texts.score, render: (row) => row.averageScore ?? "—" },
  ];
  return (
    <TenderPart id="tender-evaluation" title={texts.evaluation}>
      {scorable &&
        opened.map((bidder) => (
          <MayCall key={bidder.bidderId} call={tenderCalls.score}>
            <Form method="post" className={page.panel} aria-label={texts.scoreFor(bidder.businessName)}>
              <h3>{texts.scoreFor(bidder.businessName)}</h3>
              <input type="hidden" name="intent" value="score" />
              <input type="hidden" name="bidderId" value={bidder.bidderId} />
              {tender.scoringSheet.map((c, i) => {
                const id = `points-${bidder.bidderId}-${c.key}`;
                const name = `scores[${i}].points`;
                // What was typed comes back only into the refused bidder's form.
                const refused = answer?.field === `score-${bidder.bidderId}`;
                return (
                  <p className={page.field} key={c.key}>
                    <input type="hidden" name={`scores[${i}].criterionKey`} value={c.key} />
                    <label htmlFor={id}>{texts.criterionPoints(c.label, c.weight)}</label>
                    <input
                      id={id}
                      name={name}
                      type="number"
                      min={0}
                      max={c.weight}
                      step="0.01"
                      defaultValue={(refused ? typed(answer, name) : undefined) ?? ownPoints(tender, bidder.bidderId, c.key)}
                      {...a11yOf(answer, `score-${bidder.bidderId}`)}
                    />
                  </p>
                );
              })}
              <FieldError answer={answer} field={`score-${bidder.bidderId}`} />
              <Button type="submit">{texts.saveScores}</Button>
            </Form>
          </MayCall>
        ))}
      {ranking && (
        <>
          {!ranking.complete && <p>{texts.rankingIncomplete(ranking.missing)}</p>}
          <Table caption={texts.rankingCaption} columns={rankColumns} data={ranking.ranked} rowKey={(row) => String(row.bidderId)} />
        </>
      )}
      {tender.state === "evaluating" && (
        <MayCall call={tenderCalls.announceCandidates}>
          <Form method="post" className={page.panel}>
            <h3>{texts.announce}</h3>
            <input type="hidden" name="intent" value="announce" />
            <AnsweredField id="days" label={texts.announceDays} answer={answer}>
              <input id="days" name="days" type="number" min={3} max={30} defaultValue={typed(answer, "days") ?? "3"} />
            </AnsweredField>
            <AnsweredField id="candidates" label={texts.announceCount} answer={answer}>
              <input id="candidates" name="candidates" type="number" min={1} max={3} defaultValue={typed(answer, "candidates") ?? "3"} />
            </AnsweredField>
            <AnsweredField id="objectionContact" label={texts.objectionContact} answer={answer}>
              <input
                id="objectionContact"
                name="objectionContact"
                maxLength={200}
                defaultValue={
                  typed(answer, "objectionContact") ??
                  (tender.contactPhone ? `对公示结果有异议的，请于公示期内以书面形式向招标人提出，电话 ${tender.contactPhone}` : "")
                }
                {...a11yOf(answer, "objectionContact")}
              />
            </AnsweredField>
            <Button type="submit">{texts.announce}</Button>
          </Form>
        </MayCall>
      )}
    </TenderPart>
  );
}

/**
 * The management of one tender: its facts and state, then what the state allows — registrations,
 * deposits, clarifications and stage steps before the opening; the opening record, collusion
 * alerts, evaluation and the 公示 after; the 中标通知书 once awarded.
 */
export function TenderManagement({
  tender,
  answer,
  Files,
}: {
  tender: TendererTender;
  answer: Answer;
  /** The upload field of a 补遗's files (features/upload's, handed in by the route). */
  Files: KeptFilesFieldComponent;
}) {
  const opened = tender.openingTime !== null;
  return (
    <>
      <Facts tender={tender} />
      <p className={page.actions}>
        <Link to={`/user/invite-tenders/subPage/public?id=${tender.id}`}>{texts.notices}</Link>
        <Link to={`/default/tender/detail?id=${tender.id}`}>{texts.publicPage}</Link>
        {AWARDED.includes(tender.state) && (
          <a className={page.primaryLink} href={`${tenderPaths.awardNoticePdf}?id=${tender.id}`} download>
            {texts.awardNotice}
          </a>
        )}
        <a href={`${tenderPaths.eventsCsv}?id=${tender.id}`} download>
          {texts.eventLogCsv}
        </a>
        <a href={`${tenderPaths.eventsPdf}?id=${tender.id}`} download>
          {texts.eventLogPdf}
        </a>
      </p>
      <StageActions tender={tender} answer={answer} />
      <TenderDocuments tender={tender} refusal={null} />
      <Registrations tender={tender} answer={answer} />
      {!opened && <Deposits tender={tender} answer={answer} />}
      <Clarifications tender={tender} answer={answer} Files={Files} />
      {opened && <Opening tender={tender} />}
      {opened && tender.state !== "failed" && <Evaluation tender={tender} answer={answer} />}
      {(tender.state === "publicity" || tender.objections.length > 0) && <Objections tender={tender} answer={answer} />}
    </>
  );
}
