import { clientCall } from "@cidp/api-client";
import { type CallResult, procurementCalls } from "@cidp/api-client/contract";
import { QUOTATION_STATE_LABELS, QUOTATION_STATES, type QuotationState } from "@cidp/domain";
import { Button, type TableColumn } from "@cidp/ui";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { AmendmentHistory } from "../features/procurement/amendment-form.tsx";
import * as styles from "../features/procurement/procurement.css.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { QuotationForm } from "../features/procurement/quotation-form.tsx";
import type { QuoteFormValues } from "../features/procurement/quotation-form-data.ts";
import { RespondForm } from "../features/procurement/respond-form.tsx";
import { SheetDocuments, SheetFileLinks } from "../features/procurement/sheet-files.tsx";
import { SheetLineList } from "../features/procurement/sheet-line-list.tsx";
import { loadSupplierSheet, type SupplierSheet } from "../features/procurement/sheet-loaders.server.ts";
import { supplierAction } from "../features/procurement/supplier-actions.server.ts";
import { KeptFilesField } from "../features/upload/kept-files-field.tsx";
import { Fact } from "../lib/fact.tsx";
import { stateTabHref } from "../lib/filtered-href.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { requestedPage } from "../lib/page-number.ts";
import { HeadedRecordTable, RecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { StateTabs } from "../lib/state-tabs.tsx";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-my-quotation-default";

const PAGE_SIZE = 10;
const TABS: readonly QuotationState[] = ["pending_response", "participating", "submitted", "awaiting_round", "closed", "won", "lost", "declined", "expired"];
type Row = CallResult<typeof procurementCalls.supplierList>["data"]["records"][number];
type Open = CallResult<typeof procurementCalls.openList>["data"]["records"][number];

/** With `?id=`: one sheet to answer or quote; without: the business's invitations and quotations, and open public inquiries. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const params = new URL(request.url).searchParams;
  if (params.get("id")) return { sheet: await loadSupplierSheet(request, context), list: null };
  const state = QUOTATION_STATES.find((s) => s === params.get("state"));
  const current = requestedPage(params);
  const [mine, open] = await Promise.all([
    clientCall(procurementCalls.supplierList)(client, { current, size: PAGE_SIZE, ...(state ? { state } : {}) }, { silent: true }),
    clientCall(procurementCalls.openList)(client, { current: 1, size: 5 }, { silent: true }),
  ]);
  return {
    sheet: null as SupplierSheet | null,
    list: { state: state ?? null, current, pages: mine.data.pages, records: mine.data.records, open: open.data.records },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A sheet the supplier may not see answers the 404 page here too, before anything is sent.
  const sheet = await loadSupplierSheet(request.clone(), context);
  return supplierAction(request, context, sheet.id, sheet);
}

const hrefOf = (state: QuotationState | null, pageNo = 1) => stateTabHref("/user/my-quotation/default", state, pageNo);

/** Everything the buyer asks of a quotation, as the buyer filled it in, before the supplier quotes against it. */
function SheetRequirements({ header }: { header: SupplierSheet["header"] }) {
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
  return (
    <section aria-labelledby="sheet-requirements">
      <h2 id="sheet-requirements">{texts.requirements}</h2>
      <dl className={page.facts} data-testid="sheet-requirements">
        <Fact term={texts.projectName}>{header.projectName || "—"}</Fact>
        <Fact term={texts.location}>{header.location || "—"}</Fact>
        <Fact term={texts.deliveryDate}>{header.deliveryDate || "—"}</Fact>
        <Fact term={texts.deliveryAddress}>{header.deliveryAddress || "—"}</Fact>
        <Fact term={texts.paymentTerms}>{header.paymentTerms || "—"}</Fact>
        <Fact term={texts.invoiceRequirement}>{header.invoiceRequirement || "—"}</Fact>
        <Fact term={texts.validityDays}>{texts.validityShown(header.validityDays)}</Fact>
        <Fact term={texts.taxIncluded}>{yesNo(header.taxIncluded)}</Fact>
        <Fact term={texts.freightIncluded}>{yesNo(header.freightIncluded)}</Fact>
        <Fact term={texts.partialAllowed}>{yesNo(header.partialAllowed)}</Fact>
        <Fact term={texts.noRaise}>{yesNo(header.noRaise)}</Fact>
        <Fact term={texts.roundCap}>{texts.roundCapShown(header.roundCap)}</Fact>
        <Fact term={texts.qualificationsShown}>{header.qualifications.length > 0 ? header.qualifications.join("；") : "—"}</Fact>
        <Fact term={texts.remark}>{header.remark || "—"}</Fact>
      </dl>
    </section>
  );
}

/** What the last import of a 报价模板 filled into the form, and the rows it could not read. */
type TemplateFill = { sheetId: number; count: number; filled: QuoteFormValues; problems: string[] };

function SheetView({ sheet, busy, fill }: { sheet: SupplierSheet; busy: boolean; fill: TemplateFill | null }) {
  return (
    <>
      <dl className={page.facts}>
        <dt>{texts.buyer}</dt>
        <dd>
          <Link to={`/user/my-quotation/quoted-company-detail?id=${sheet.id}`}>{sheet.buyerName}</Link>
        </dd>
        <Fact term={texts.sheetNo}>{sheet.sheetNo}</Fact>
        <Fact term={texts.state}>{sheet.stateLabel}</Fact>
        <Fact term={texts.myState} testId="my-state">
          {sheet.myStateLabel}
        </Fact>
        <Fact term={texts.deadline}>{sheet.deadline}</Fact>
        <Fact term={texts.contact}>{sheet.contactName ? `${sheet.contactName} ${sheet.contactPhone}` : texts.hiddenContact}</Fact>
      </dl>
      <SheetRequirements header={sheet.header} />
      <SheetDocuments files={sheet.documents} />
      <AmendmentHistory amendments={sheet.amendments} />
      {sheet.mustReconfirm && (
        <MayCall call={procurementCalls.reconfirmQuotation}>
          <Form method="post" className={page.panel}>
            <p role="alert" data-testid="must-reconfirm">
              {texts.reconfirmNeeded}
            </p>
            <Button type="submit" name="intent" value="reconfirm" disabled={busy}>
              {texts.reconfirm}
            </Button>
          </Form>
        </MayCall>
      )}
      {sheet.myRank !== null && (
        <p role="status" data-testid="my-rank">
          {texts.myRank(sheet.myRank)} {texts.notLowest}
        </p>
      )}
      {sheet.myState === "pending_response" && sheet.canQuote && <RespondForm busy={busy} />}
      {sheet.canQuote ? (
        // Each sheet and each import has a form of its own (a refused import leaves the form as typed).
        <QuotationForm
          key={`${sheet.id}:${fill?.count ?? 0}`}
          sheet={sheet}
          busy={busy}
          filled={fill?.filled}
          problems={fill?.problems}
          Files={KeptFilesField}
        />
      ) : (
        <>
          <h2>{texts.lines}</h2>
          <SheetLineList lines={sheet.lines} />
          {sheet.myFiles.length > 0 && (
            <>
              <h3>{texts.quotationFiles}</h3>
              <SheetFileLinks files={sheet.myFiles} testId="my-quotation-files" />
            </>
          )}
          <p>{texts.cannotQuote}</p>
        </>
      )}
    </>
  );
}

/** 我的报价 (spec §2 my-quotation/default): invitations and quotations by state; `?id=` answers and quotes one sheet. */
export default function MyQuotation({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, list } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [seen, setSeen] = useState(actionData);
  const [fill, setFill] = useState<TemplateFill | null>(null);
  if (actionData !== seen) {
    setSeen(actionData);
    if (actionData && "filled" in actionData && sheet)
      setFill({ sheetId: sheet.id, count: (fill?.count ?? 0) + 1, filled: actionData.filled, problems: actionData.problems });
    // A submitted or withdrawn quotation is shown from the services again.
    else if (actionData?.ok) setFill(null);
  }
  if (sheet)
    return (
      <div className={page.inner} data-testid="my-quotation-sheet">
        <TitleRow title={sheet.title}>
          <TextLink to="/user/my-quotation/default">{texts.myTitle}</TextLink>
        </TitleRow>
        <ActionNotice answer={actionData} />
        {/* What a template filled belongs to its sheet only (the page stays mounted from one sheet to the next). */}
        <SheetView sheet={sheet} busy={busy} fill={fill?.sheetId === sheet.id ? fill : null} />
      </div>
    );
  if (!list) return null;
  const columns: TableColumn<Row>[] = [
    { key: "title", title: texts.sheetTitle, render: (row) => <Link to={`/user/my-quotation/default?id=${row.id}`}>{row.title}</Link> },
    { key: "buyerName", title: texts.buyer },
    { key: "stateLabel", title: texts.state },
    { key: "myStateLabel", title: texts.myState },
    { key: "deadline", title: texts.deadline },
  ];
  const openColumns: TableColumn<Open>[] = [
    { key: "title", title: texts.sheetTitle, render: (row) => <Link to={`/user/my-quotation/default?id=${row.id}`}>{row.title}</Link> },
    { key: "buyerName", title: texts.buyer },
    { key: "category", title: texts.category },
    { key: "deadline", title: texts.deadline },
  ];
  return (
    <div className={page.inner} data-testid="my-quotation">
      <h1>{texts.myTitle}</h1>
      <StateTabs
        label={texts.myState}
        className={styles.tabs}
        states={TABS}
        current={list.state}
        hrefOf={hrefOf}
        labelOf={(tab) => (tab ? QUOTATION_STATE_LABELS[tab] : texts.allStates)}
      />
      <RecordTable caption={texts.myTitle} columns={columns} data={list.records} emptyText={texts.empty} />
      <PageLinks page={list.current} pages={list.pages} href={(pageNo) => hrefOf(list.state, pageNo)} />
      <HeadedRecordTable title={texts.openTitle} columns={openColumns} data={list.open} emptyText={texts.empty} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.myTitle, description: texts.myDescription });
}
