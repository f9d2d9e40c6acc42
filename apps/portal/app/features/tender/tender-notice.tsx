import { formatFen } from "@cidp/domain";
import { Table, type TableColumn } from "@cidp/ui";
import { Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { TextList } from "../../lib/text-list.tsx";
import type { PublicTender } from "./tender.server.ts";
import { TenderDocuments } from "./tender-documents.tsx";
import { tenderTexts as texts } from "./tender-texts.ts";

type Candidate = PublicTender["candidates"][number];

const candidateColumns: TableColumn<Candidate>[] = [
  { key: "rank", title: texts.rank },
  { key: "bidderName", title: texts.bidder },
  { key: "priceFen", title: texts.price, render: (row) => `${formatFen(row.priceFen)} 元` },
  { key: "averageScore", title: texts.score, render: (row) => row.averageScore ?? "—" },
];

/**
 * A tender's public notice: the announcement (招标公告) with its sections and requirements, the
 * 招标文件 (downloadable when `documentRefusal` is null), the clarifications, then — once published —
 * the candidate 公示 and the result (中标结果公告).
 */
export function TenderNotice({ tender, documentRefusal }: { tender: PublicTender; documentRefusal: string | null }) {
  return (
    <>
      <h1>{tender.title}</h1>
      <dl className={page.facts}>
        <Fact term={texts.tenderNo}>{tender.tenderNo}</Fact>
        <Fact term={texts.tenderer}>{tender.tendererName}</Fact>
        <Fact term={texts.state}>{tender.stateLabel}</Fact>
        {tender.projectName ? <Fact term={texts.project}>{tender.projectName}</Fact> : null}
        {tender.location ? <Fact term={texts.location}>{tender.location}</Fact> : null}
        <Fact term={texts.estimate}>{formatFen(tender.estimateFen)} 元</Fact>
        <Fact term={texts.deposit}>{tender.depositFen > 0 ? `${formatFen(tender.depositFen)} 元` : texts.noDeposit}</Fact>
        <Fact term={texts.method}>{tender.methodLabel}</Fact>
        <Fact term={texts.registrationEnd}>{tender.registrationEnd}</Fact>
        <Fact term={texts.bidDeadline}>{tender.bidDeadline}</Fact>
        {tender.openingTime ? <Fact term={texts.opening}>{tender.openingTime}</Fact> : null}
        {tender.contactName ? (
          <>
            <dt>{texts.contact}</dt>
            <dd>
              {tender.contactName} {tender.contactPhone}
            </dd>
          </>
        ) : null}
      </dl>
      {tender.winnerName ? (
        <section aria-labelledby="tender-result">
          <h2 id="tender-result">{texts.resultTitle}</h2>
          <p>
            {texts.winner}：<strong>{tender.winnerName}</strong>
          </p>
        </section>
      ) : null}
      {tender.candidates.length > 0 ? (
        <section aria-labelledby="tender-candidates">
          <h2 id="tender-candidates">{texts.candidatesTitle}</h2>
          <p>
            {texts.publicity}：{tender.publicityStart} 至 {tender.publicityEnd}
          </p>
          <Table caption={texts.candidatesTitle} columns={candidateColumns} data={tender.candidates} rowKey={(row) => `${row.rank}-${row.bidderName}`} />
          <p>
            {texts.objection}：{tender.objectionContact}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="tender-notice">
        <h2 id="tender-notice">{texts.notice}</h2>
        <p>{tender.description}</p>
        <h3>{texts.sections}</h3>
        <ul className={page.plainList}>
          {tender.sections.map((section, i) => (
            <li key={section.name}>
              {texts.sectionName} {i + 1}：{section.name}（{texts.estimate} {formatFen(section.estimateFen)} 元）
            </li>
          ))}
        </ul>
        {tender.qualifications.length > 0 ? (
          <>
            <h3>{texts.qualifications}</h3>
            <TextList items={tender.qualifications} />
          </>
        ) : null}
      </section>
      <TenderDocuments tender={tender} refusal={documentRefusal} />
      {tender.clarifications.length > 0 ? (
        <section aria-labelledby="tender-clarifications">
          <h2 id="tender-clarifications">{texts.clarifications}</h2>
          <ol>
            {tender.clarifications.map((c) => (
              <li key={c.id}>
                <time>{c.time}</time> {c.substantive ? texts.substantive : ""} {c.content}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
