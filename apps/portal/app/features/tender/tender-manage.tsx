import { tenderPaths } from "@cidp/api-client/contract";
import { formatFen, OBJECTION_ANSWER_MAX_CHARS } from "@cidp/domain";
import { Button, Empty, Table, type TableColumn } from "@cidp/ui";
import { Form, Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import * as styles from "./tender.css.ts";
import { FileLinks } from "./tender-files.tsx";
import type { ManageAnswer, TendererTender } from "./tender-manage.server.ts";
import { manageTexts as texts } from "./tender-manage-texts.ts";

type Bidder = TendererTender["bidders"][number];
type Ranked = NonNullable<TendererTender["ranking"]>["ranked"][number];
type Answer = ManageAnswer | undefined;

/** A control's refusal: marked invalid and described by the message under it. */
const a11yOf = (answer: Answer, field: string) =>
  answer && !answer.ok && answer.field === field ? { "aria-invalid": true as const, "aria-describedby": `${field}-error` } : {};
const typed = (answer: Answer, name: string) => (answer && !answer.ok ? answer.values?.[name] : undefined);

function FieldError({ answer, field }: { answer: Answer; field: string }) {
  if (!answer || answer.ok || answer.field !== field) return null;
  return (
    <span id={`${field}-error`} className={styles.fieldError} data-testid={`${field}-error`}>
      {answer.msg}
    </span>
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
      <dt>{texts.tenderNo}</dt>
      <dd>{tender.tenderNo}</dd>
      <dt>{texts.state}</dt>
      <dd data-testid="tender-state">{tender.stateLabel}</dd>
      <dt>{texts.estimate}</dt>
      <dd>{formatFen(tender.estimateFen)}</dd>
      <dt>{texts.depositLabel}</dt>
      <dd>{tender.depositFen > 0 ? formatFen(tender.depositFen) : texts.noDeposit}</dd>
      <dt>{texts.method}</dt>
      <dd>{tender.methodLabel}</dd>
      <dt>{texts.registrationEndLabel}</dt>
      <dd>{tender.registrationEnd}</dd>
      <dt>{texts.bidDeadlineLabel}</dt>
      <dd data-testid="bid-deadline">{tender.bidDeadline}</dd>
      <dt>{texts.publishTime}</dt>
      <dd>{tender.publishTime ?? "—"}</dd>
      {tender.failReason ? (
        <>
          <dt>{texts.failReason}</dt>
          <dd>{tender.failReason}</dd>
        </>
      ) : null}
      {tender.winnerName ? (
        <>
          <dt>{texts.winner}</dt>
          <dd data-testid="winner">{tender.winnerName}</dd>
        </>
      ) : null}
    </dl>
  );
}

function StageActions({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  const steps = STEPS_BY_STATE[tender.state] ?? [];
  const withdrawable = WITHDRAWABLE.includes(tender.state);
  return (
    <section className={styles.part} aria-labelledby="tender-stage">
      <h2 id="tender-stage">{texts.stage}</h2>
      {tender.state === "bidding" && <p>{texts.openingAuto}</p>}
      {tender.state === "publicity" && (
        <p>
          <Link className={page.primaryLink} to={`/user/invite-tenders/subPage/selectingBiddingConfirm?id=${tender.id}`}>
            {texts.confirmAward}
          </Link>
        </p>
      )}
      {steps.map((step) => (
        <Form method="post" key={step} className={styles.inlineForm}>
          <input type="hidden" name="intent" value="advance" />
          <input type="hidden" name="step" value={step} />
          <Button type="submit">{texts.steps[step]}</Button>
        </Form>
      ))}
      {withdrawable && (
        <Form method="post" className={page.panel}>
          <input type="hidden" name="intent" value="withdraw" />
          <p className={page.field}>
            <label htmlFor="withdraw-reason">{texts.withdrawReason}</label>
            <input id="withdraw-reason" name="reason" maxLength={300} defaultValue={typed(answer, "reason") ?? ""} {...a11yOf(answer, "withdraw-reason")} />
            <FieldError answer={answer} field="withdraw-reason" />
          </p>
          <Button type="submit" variant="warning">
            {texts.withdraw}
          </Button>
        </Form>
      )}
      {steps.length === 0 && !withdrawable && tender.state !== "publicity" && tender.state !== "evaluating" && <p>{texts.noStage}</p>}
    </section>
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
          <>
            <Form method="post" className={styles.inlineForm}>
              <input type="hidden" name="intent" value="review-registration" />
              <input type="hidden" name="bidderId" value={row.bidderId} />
              <input type="hidden" name="decision" value="approve" />
              <Button type="submit" size="small" aria-label={`${texts.approve}：${row.businessName}`}>
                {texts.approve}
              </Button>
            </Form>
            <Form method="post" className={styles.inlineForm}>
              <input type="hidden" name="intent" value="review-registration" />
              <input type="hidden" name="bidderId" value={row.bidderId} />
              <input type="hidden" name="decision" value="reject" />
              <input
                name="reason"
                aria-label={`${texts.rejectReason}：${row.businessName}`}
                maxLength={300}
                defaultValue={answer?.field === `reason-${row.bidderId}` ? (typed(answer, "reason") ?? "") : ""}
                {...a11yOf(answer, `reason-${row.bidderId}`)}
              />
              <Button type="submit" size="small" variant="warning" aria-label={`${texts.reject}：${row.businessName}`}>
                {texts.reject}
              </Button>
              <FieldError answer={answer} field={`reason-${row.bidderId}`} />
            </Form>
          </>
        ) : row.state === "rejected" ? (
          `${texts.rejectReasonShown}：${row.rejectReason}`
        ) : (
          "—"
        ),
    },
  ];
  return (
    <section className={styles.part} aria-labelledby="tender-registrations">
      <h2 id="tender-registrations">{texts.registrations}</h2>
      <Table
        caption={texts.registrationsCaption}
        columns={columns}
        data={tender.bidders}
        rowKey={(row) => String(row.bidderId)}
        empty={<Empty description={texts.noRegistrations} />}
      />
    </section>
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
        <>
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="review-deposit" />
            <input type="hidden" name="bidderId" value={row.bidderId} />
            <input type="hidden" name="decision" value="confirm" />
            <Button type="submit" size="small" aria-label={`${texts.confirmDeposit}：${row.businessName}`}>
              {texts.confirmDeposit}
            </Button>
          </Form>
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="review-deposit" />
            <input type="hidden" name="bidderId" value={row.bidderId} />
            <input type="hidden" name="decision" value="return" />
            <input
              name="reason"
              aria-label={`${texts.returnReason}：${row.businessName}`}
              maxLength={300}
              {...a11yOf(answer, `deposit-reason-${row.bidderId}`)}
            />
            <Button type="submit" size="small" variant="warning" aria-label={`${texts.returnDeposit}：${row.businessName}`}>
              {texts.returnDeposit}
            </Button>
            <FieldError answer={answer} field={`deposit-reason-${row.bidderId}`} />
          </Form>
        </>
      ),
    },
  ];
  return (
    <section className={styles.part} aria-labelledby="tender-deposits">
      <h2 id="tender-deposits">{texts.deposits}</h2>
      <Table
        caption={texts.depositsCaption}
        columns={columns}
        data={waiting}
        rowKey={(row) => String(row.bidderId)}
        empty={<Empty description={texts.noDepositsToConfirm} />}
      />
    </section>
  );
}

function Clarifications({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  const open = ["registering", "qualifying", "bidding"].includes(tender.state);
  return (
    <section className={styles.part} aria-labelledby="tender-clarifications">
      <h2 id="tender-clarifications">{texts.clarifications}</h2>
      {tender.clarifications.length === 0 ? (
        <p>{texts.noClarifications}</p>
      ) : (
        <ol data-testid="clarifications">
          {tender.clarifications.map((c) => {
            const names = tender.acknowledgements.find((a) => a.clarificationId === c.id)?.bidderNames ?? [];
            return (
              <li key={c.id}>
                <time>{c.time}</time> {c.substantive ? texts.substantiveMark : ""} {c.content}
                <br />
                {texts.acknowledgedBy}：{names.length > 0 ? names.join("、") : texts.nobodyAcknowledged}
              </li>
            );
          })}
        </ol>
      )}
      {open && (
        <Form method="post" className={page.panel}>
          <input type="hidden" name="intent" value="clarify" />
          <p className={page.field}>
            <label htmlFor="content">{texts.clarifyContent}</label>
            <textarea id="content" name="content" rows={4} maxLength={5000} defaultValue={typed(answer, "content") ?? ""} {...a11yOf(answer, "content")} />
            <FieldError answer={answer} field="content" />
          </p>
          <p>
            <label>
              <input type="checkbox" name="substantive" defaultChecked={typed(answer, "substantive") === "on"} /> {texts.clarifySubstantive}
            </label>
          </p>
          <Button type="submit">{texts.clarifySubmit}</Button>
        </Form>
      )}
    </section>
  );
}

/** 异议 to the candidate 公示: each with the tenderer's answer, or a form to answer it. */
function Objections({ tender, answer }: { tender: TendererTender; answer: Answer }) {
  return (
    <section className={styles.part} aria-labelledby="tender-objections">
      <h2 id="tender-objections">{texts.objections}</h2>
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
                <Form method="post" className={page.panel}>
                  <input type="hidden" name="intent" value="answer-objection" />
                  <input type="hidden" name="objectionId" value={o.id} />
                  <p className={page.field}>
                    <label htmlFor={`answer-${o.id}`}>
                      {texts.objectionAnswer}：{o.bidderName}
                    </label>
                    <textarea
                      id={`answer-${o.id}`}
                      name="answer"
                      rows={3}
                      maxLength={OBJECTION_ANSWER_MAX_CHARS}
                      defaultValue={answer?.field === `answer-${o.id}` ? (typed(answer, "answer") ?? "") : ""}
                      {...a11yOf(answer, `answer-${o.id}`)}
                    />
                    <FieldError answer={answer} field={`answer-${o.id}`} />
                  </p>
                  <Button type="submit">{texts.objectionAnswerSubmit}</Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
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
    <section className={styles.part} aria-labelledby="tender-opening">
      <h2 id="tender-opening">{texts.opening}</h2>
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
    </section>
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
    <section className={styles.part} aria-labelledby="tender-evaluation">
      <h2 id="tender-evaluation">{texts.evaluation}</h2>
      {scorable &&
        opened.map((bidder) => (
          <Form method="post" key={bidder.bidderId} className={page.panel} aria-label={texts.scoreFor(bidder.businessName)}>
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
        ))}
      {ranking && (
        <>
          {!ranking.complete && <p>{texts.rankingIncomplete(ranking.missing)}</p>}
          <Table caption={texts.rankingCaption} columns={rankColumns} data={ranking.ranked} rowKey={(row) => String(row.bidderId)} />
        </>
      )}
      {tender.state === "evaluating" && (
        <Form method="post" className={page.panel}>
          <h3>{texts.announce}</h3>
          <input type="hidden" name="intent" value="announce" />
          <p className={page.field}>
            <label htmlFor="days">{texts.announceDays}</label>
            <input id="days" name="days" type="number" min={3} max={30} defaultValue={typed(answer, "days") ?? "3"} />
          </p>
          <p className={page.field}>
            <label htmlFor="candidates">{texts.announceCount}</label>
            <input id="candidates" name="candidates" type="number" min={1} max={3} defaultValue={typed(answer, "candidates") ?? "3"} />
          </p>
          <p className={page.field}>
            <label htmlFor="objectionContact">{texts.objectionContact}</label>
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
            <FieldError answer={answer} field="objectionContact" />
          </p>
          <Button type="submit">{texts.announce}</Button>
        </Form>
      )}
    </section>
  );
}

/**
 * The management of one tender: its facts and state, then what the state allows — registrations,
 * deposits, clarifications and stage steps before the opening; the opening record, collusion
 * alerts, evaluation and the 公示 after; the 中标通知书 once awarded.
 */
export function TenderManagement({ tender, answer }: { tender: TendererTender; answer: Answer }) {
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
      </p>
      <StageActions tender={tender} answer={answer} />
      <Registrations tender={tender} answer={answer} />
      {!opened && <Deposits tender={tender} answer={answer} />}
      <Clarifications tender={tender} answer={answer} />
      {opened && <Opening tender={tender} />}
      {opened && tender.state !== "failed" && <Evaluation tender={tender} answer={answer} />}
      {(tender.state === "publicity" || tender.objections.length > 0) && <Objections tender={tender} answer={answer} />}
    </>
  );
}
