import { clientCall } from "@cidp/api-client";
import { type CallResult, procurementCalls, procurementPaths } from "@cidp/api-client/contract";
import { formatFen, formatQuantity, INVITABLE_SHEET_STATES } from "@cidp/domain";
import { Button, Empty, Table, type TableColumn } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { amendmentBody } from "../features/procurement/amendment-body.server.ts";
import { type AmendmentAnswer, AmendmentForm, AmendmentHistory } from "../features/procurement/amendment-form.tsx";
import { ColumnHeads } from "../features/procurement/column-heads.tsx";
import { ComparisonTable } from "../features/procurement/comparison-table.tsx";
import { PendingInvitations } from "../features/procurement/pending-invitations.tsx";
import * as styles from "../features/procurement/procurement.css.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { SheetField, SheetInput } from "../features/procurement/sheet-field.tsx";
import { QuotationFiles, SheetDocuments } from "../features/procurement/sheet-files.tsx";
import { type BuyerSheet, loadBuyerSheet, sheetIdOf } from "../features/procurement/sheet-loaders.server.ts";
import { KeptFilesField } from "../features/upload/kept-files-field.tsx";
import { Fact } from "../lib/fact.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { useMayCall } from "../lib/member-center/use-member-center.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction, memberFormAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import { TextList } from "../lib/text-list.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-building-materials-selecting";

type Rounds = CallResult<typeof procurementCalls.comparison>["data"]["rounds"];

/** The sheet, and once opened its comparison of every round. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sheet = await loadBuyerSheet(request, context);
  let rounds: Rounds = [];
  if (sheet.openedRounds > 0) {
    const client = memberClientOrLogin(context);
    rounds = (await clientCall(procurementCalls.comparison)(client, { id: sheet.id }, { silent: true })).data.rounds;
  }
  // A sheet waiting for approval whose deadline passed, or came within a round's minimum, must get a new one.
  const deadlineAt = Date.parse(`${sheet.deadline.replace(" ", "T")}+08:00`);
  const deadlineTooClose = sheet.state === "approving" && deadlineAt < Date.now() + sheet.minRoundHours * 3_600_000;
  return { sheet, rounds, deadlineTooClose, published: new URL(request.url).searchParams.get("published") === "1" };
}

/** 定标, 结束询价 (撤回 / 流标 / 取消) and 变更公告, each form read with its call's body schema. */
export async function action({ request, context }: Route.ActionArgs) {
  const id = sheetIdOf(request);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "award": {
      return memberFormAction(context, procurementCalls.award, form, { id }, texts.awardDone);
    }
    case "close": {
      return memberFormAction(context, procurementCalls.close, form, { id }, texts.closeDone);
    }
    case "amend-preview":
    case "amend-confirm": {
      const body = amendmentBody(form, id, form.get("intent") === "amend-confirm");
      if (!body.ok) return { ok: false as const, msg: body.msg };
      // The services' answer (a preview, or what was published) is shown with the form.
      let amendment: AmendmentAnswer | null = null;
      const answer = await memberAction(context, async (client) => {
        const sent = await clientCall(procurementCalls.amend)(client, body.data, { silent: true });
        amendment = sent.data;
        return { msg: sent.msg };
      });
      return { ...answer, amendment };
    }
    case "revoke": {
      return memberFormAction(context, procurementCalls.revokeInvitation, form, { id });
    }
    case "approve":
      return memberFormAction(context, procurementCalls.approve, form, { id }, texts.approveDone);
    case "reject": {
      return memberFormAction(context, procurementCalls.reject, form, { id });
    }
    default:
      return { ok: false as const, msg: "请选择操作" };
  }
}

type Supplier = BuyerSheet["suppliers"][number];

function SheetFacts({ sheet }: { sheet: BuyerSheet }) {
  return (
    <dl className={page.facts}>
      <Fact term={texts.sheetNo}>{sheet.sheetNo}</Fact>
      <Fact term={texts.state} testId="sheet-state">
        {sheet.stateLabel}
      </Fact>
      <Fact term={texts.mode}>{texts.modes[sheet.mode]}</Fact>
      <Fact term={texts.category}>{sheet.category}</Fact>
      <Fact term={texts.deadline}>{sheet.deadline}</Fact>
      <Fact term={texts.projectName}>{sheet.header.projectName || "—"}</Fact>
      <Fact term={texts.paymentTerms}>{sheet.header.paymentTerms || "—"}</Fact>
      <Fact term={texts.invoiceRequirement}>{sheet.header.invoiceRequirement || "—"}</Fact>
    </dl>
  );
}

/** 比价与定标 (spec §2 building-materials/selecting): the sheet, its suppliers, the sealed state or the comparison, and what may be done next. */
export default function Selecting({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, rounds, deadlineTooClose, published } = loaderData;
  const busy = useNavigation().state === "submitting";
  const open = sheet.state === "quoting" || sheet.state === "round_quoting";
  const comparing = sheet.state === "comparing";
  const valid = sheet.suppliers.filter((s) => s.state === "closed");
  // Each action shows only to a role whose keys its call takes (the 采购员 runs the sheet, the 审批人 approves and awards).
  const mayRevoke = useMayCall(procurementCalls.revokeInvitation);
  const columns: TableColumn<Supplier>[] = [
    {
      key: "supplierName",
      title: texts.suppliers,
      render: (row) => <Link to={`/user/building-materials/companyDetail?id=${row.supplierBusinessId}&sheet=${sheet.id}`}>{row.supplierName}</Link>,
    },
    { key: "invitation", title: texts.invitation },
    { key: "stateLabel", title: texts.state },
    { key: "version", title: texts.version },
    { key: "submitTime", title: texts.submitTime, render: (row) => row.submitTime ?? "—" },
    // 撤销邀请 before the deadline, for invitees who have not quoted (the server checks the rule).
    ...((open || sheet.state === "draft") && mayRevoke
      ? [
          {
            key: "revoke",
            title: texts.actions,
            render: (row: Supplier) =>
              ([texts.invitationRevoked, texts.invitationQuoted, texts.invitationOpen] as readonly string[]).includes(row.invitation) || row.version > 0 ? (
                "—"
              ) : (
                <MayCall call={procurementCalls.revokeInvitation}>
                  <Form method="post">
                    <input type="hidden" name="supplierBusinessId" value={row.supplierBusinessId} />
                    <Button type="submit" name="intent" value="revoke" variant="ghost" disabled={busy} aria-label={texts.revokeOf(row.supplierName)}>
                      {texts.revoke}
                    </Button>
                  </Form>
                </MayCall>
              ),
          } satisfies TableColumn<Supplier>,
        ]
      : []),
  ];
  return (
    <div className={page.inner} data-testid="selecting">
      <TitleRow title={sheet.title}>
        <TextLink to="/user/building-materials/invite-tenders">{texts.listTitle}</TextLink>
      </TitleRow>
      {published && !actionData && <ActionNotice answer={{ ok: true, msg: sheet.state === "approving" ? texts.submittedForApproval : texts.published }} />}
      <ActionNotice answer={actionData} />
      {sheet.warnings.length > 0 && <TextList items={sheet.warnings} aria-label={texts.warnings} className={styles.warning} />}
      <SheetFacts sheet={sheet} />
      {sheet.awardedBusinessId !== null && (
        <p role="status" data-testid="awarded">
          {texts.awarded(sheet.suppliers.find((s) => s.supplierBusinessId === sheet.awardedBusinessId)?.supplierName ?? "")}（{sheet.closingReason}）
        </p>
      )}

      <h2>{texts.lines}</h2>
      <div className={styles.scroller}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <ColumnHeads titles={[texts.lineNo, texts.lineName, texts.lineSpec, texts.lineBrand, texts.lineQuantity, texts.lineControl]} />
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((line) => (
              <tr key={line.lineNo}>
                <td className={styles.cell}>{line.lineNo}</td>
                <td className={styles.cell}>{line.name}</td>
                <td className={styles.cell}>{line.spec}</td>
                <td className={styles.cell}>{line.brand}</td>
                <td className={`${styles.cell} ${styles.number}`}>
                  {formatQuantity(line.quantityMilli)} {line.unit}
                </td>
                <td className={`${styles.cell} ${styles.number}`}>{line.controlPriceFen === null ? "—" : formatFen(line.controlPriceFen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <SheetDocuments files={sheet.documents} />

      <div className={page.titleRow}>
        <h2>{texts.suppliers}</h2>
        {/* Only where the services take invitations (a second round invites nobody new). */}
        {(INVITABLE_SHEET_STATES as readonly string[]).includes(sheet.state) && (
          <MayCall call={procurementCalls.invite}>
            <PrimaryLink to={`/user/building-materials/inviteSupplier?id=${sheet.id}`}>{texts.inviteMore}</PrimaryLink>
          </MayCall>
        )}
      </div>
      <Table
        caption={texts.suppliers}
        columns={columns}
        data={sheet.suppliers}
        rowKey={(row) => String(row.supplierBusinessId)}
        empty={<Empty description={texts.empty} />}
      />
      <PendingInvitations sheet={sheet} />

      {open && (
        <p className={styles.sealedNote} data-testid="sealed-note">
          {texts.sealed}
          {texts.sealedUntil(sheet.deadline)}
        </p>
      )}
      {sheet.state !== "draft" && sheet.state !== "approving" && <QuotationFiles groups={sheet.quotationFiles} />}
      {rounds.length > 0 && (
        <section aria-labelledby="comparison">
          <div className={page.titleRow}>
            <h2 id="comparison">{texts.comparison}</h2>
            <span className={styles.checkRow}>
              <a href={`${procurementPaths.reportPdf}?id=${sheet.id}`} download className={page.actionLink}>
                {texts.exportPdf}
              </a>
              <a href={`${procurementPaths.linesXlsx}?id=${sheet.id}`} download className={page.actionLink}>
                {texts.exportExcel}
              </a>
            </span>
          </div>
          {rounds.map((round) => (
            <ComparisonTable key={round.round} round={round} lines={sheet.lines} />
          ))}
        </section>
      )}

      {sheet.state === "approving" && (
        <section aria-labelledby="approval" className={page.panel}>
          <h2 id="approval">{texts.approval}</h2>
          <p>{texts.approvalWaiting}</p>
          {deadlineTooClose && (
            <p role="alert" data-testid="approval-deadline">
              {texts.approvalDeadlineTooClose(sheet.minRoundHours)}
            </p>
          )}
          <MayCall call={procurementCalls.approve}>
            <Form method="post" className={styles.fieldGrid}>
              {/* Empty keeps the submitted deadline; the approver moves one that passed or came too close while waiting. */}
              <SheetInput id="approve-deadline" label={texts.approveDeadline} name="deadline" type="datetime-local" required={deadlineTooClose} />
              <div className={styles.checkRow}>
                <Button type="submit" name="intent" value="approve" disabled={busy}>
                  {texts.approve}
                </Button>
              </div>
            </Form>
          </MayCall>
          <MayCall call={procurementCalls.reject}>
            <Form method="post" className={styles.fieldGrid}>
              <SheetInput id="reject-reason" label={texts.rejectReason} name="reason" required maxLength={200} />
              <div className={styles.checkRow}>
                <Button type="submit" name="intent" value="reject" variant="ghost" disabled={busy}>
                  {texts.reject}
                </Button>
              </div>
            </Form>
          </MayCall>
        </section>
      )}

      {comparing && valid.length > 0 && (
        <MayCall call={procurementCalls.award}>
          <section aria-labelledby="award" className={page.panel}>
            <h2 id="award">{texts.award}</h2>
            <Form method="post" className={styles.fieldGrid}>
              <SheetField id="award-supplier" label={texts.awardSupplier}>
                {/* No winner is chosen for the buyer: the choice is theirs, made on purpose. */}
                <select id="award-supplier" name="supplierBusinessId" className={styles.control} required defaultValue="">
                  <option value="" disabled>
                    {texts.awardChoose}
                  </option>
                  {valid.map((s) => (
                    <option key={s.supplierBusinessId} value={s.supplierBusinessId}>
                      {s.supplierName}
                    </option>
                  ))}
                </select>
              </SheetField>
              <SheetInput id="award-reason" label={texts.awardReason} name="reason" required maxLength={500} />
              <div className={styles.checkRow}>
                <Button type="submit" name="intent" value="award" disabled={busy}>
                  {texts.awardSubmit}
                </Button>
                <MayCall call={procurementCalls.startRound}>
                  <TextLink to={`/user/building-materials/secondQuotation?id=${sheet.id}`}>{texts.secondRound}</TextLink>
                </MayCall>
              </div>
            </Form>
          </section>
        </MayCall>
      )}

      <AmendmentHistory amendments={sheet.amendments} />
      {open && (
        <MayCall call={procurementCalls.amend}>
          <section aria-labelledby="amend" className={page.panel}>
            <h2 id="amend">{texts.extend}</h2>
            <AmendmentForm Files={KeptFilesField} sheet={sheet} preview={actionData && "amendment" in actionData ? actionData.amendment : null} busy={busy} />
          </section>
        </MayCall>
      )}

      {(open || comparing || sheet.state === "pending_award") && (
        <MayCall call={procurementCalls.close}>
          <section aria-labelledby="close" className={page.panel}>
            <h2 id="close">{texts.close}</h2>
            <Form method="post" className={styles.fieldGrid}>
              <fieldset className={styles.checkRow}>
                <legend>{texts.close}</legend>
                {(["withdraw", "fail", "cancel"] as const).map((kind) => (
                  <label key={kind}>
                    {/* Ending a sheet is never a default: the buyer picks how. */}
                    <input type="radio" name="kind" value={kind} required /> {texts.closeKinds[kind]}
                  </label>
                ))}
              </fieldset>
              <SheetInput id="close-reason" label={texts.closeReason} name="reason" maxLength={500} />
              <div className={styles.checkRow}>
                <Button type="submit" name="intent" value="close" variant="warning" disabled={busy}>
                  {texts.closeSubmit}
                </Button>
              </div>
            </Form>
          </section>
        </MayCall>
      )}

      <div className={page.titleRow}>
        <h2>{texts.history}</h2>
        <span className={page.actions}>
          <a href={`${procurementPaths.eventsCsv}?id=${sheet.id}`} download className={page.actionLink}>
            {texts.exportLog}
          </a>
          <a href={`${procurementPaths.eventsPdf}?id=${sheet.id}`} download className={page.actionLink}>
            {texts.exportLogPdf}
          </a>
        </span>
      </div>
      <ol className={page.plainList} data-testid="sheet-history">
        {sheet.events.map((e) => (
          <li key={`${e.time}-${e.type}-${e.note}`}>
            {e.time} · {e.note}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.detailTitle, description: texts.detailTitle });
}
