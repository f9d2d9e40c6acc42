import { clientCall } from "@cidp/api-client";
import { tenderCalls, tenderPaths } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as styles from "../features/tender/tender.css.ts";
import { idOf, loadTendererTender } from "../features/tender/tender-manage.server.ts";
import { manageTexts as texts } from "../features/tender/tender-manage-texts.ts";
import { formBody, idField, typedFields } from "../lib/form-fields.server.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { PanelSection } from "../lib/panel-section.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-invite-tenders-sub-page-selecting-bidding-confirm";

/** The tender `?id=` with its announced candidates, each with its bidder row (to award). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tender = await loadTendererTender(context, idOf(request));
  const candidates = tender.candidates.map((c) => ({ ...c, bidderId: tender.bidders.find((b) => b.businessName === c.bidderName)?.bidderId ?? 0 }));
  return { tender, candidates };
}

/** 确认定标: the chosen candidate; one other than the first needs a reason (asked for here, checked by the server too). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = idOf(request);
  const bidderId = idField(form, "bidderId") ?? 0;
  const body = formBody(tenderCalls.award.body, form, { id });
  if (!body.ok) return { ok: false as const, msg: body.msg, field: "reason", bidderId, reason: typedFields(form, ["reason"]).reason };
  const { reason } = body.data;
  if (bidderId !== (idField(form, "firstId") ?? 0) && !reason) return { ok: false as const, msg: texts.needAwardReason, field: "reason", bidderId, reason };
  const answer = await memberAction(context, async (client) => {
    await clientCall(tenderCalls.award)(client, body.data, { silent: true });
    return { msg: texts.awarded };
  });
  return { ...answer, field: answer.ok ? "" : answer.msg.includes("理由") ? "reason" : "", bidderId, reason };
}

/** 确认中标人 (spec §2 `/user/invite-tenders/subPage/selectingBiddingConfirm`). */
export default function SelectingBiddingConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { tender, candidates } = loaderData;
  const busy = useNavigation().state !== "idle";
  const first = candidates.find((c) => c.rank === 1) ?? candidates[0];
  const chosen = actionData && !actionData.ok ? actionData.bidderId : (first?.bidderId ?? 0);
  const reasonRefused = actionData && !actionData.ok && actionData.field === "reason";
  const awarded = tender.winnerName !== null;
  return (
    <div className={page.inner} data-testid="selecting-bidding-confirm">
      <TitleRow title={texts.confirmTitle}>
        <TextLink to={`/user/invite-tenders/subPage/default?id=${tender.id}`}>{texts.manageLink}</TextLink>
      </TitleRow>
      <p>{tender.title}</p>
      <p>{texts.confirmDescription}</p>
      {tender.publicityEnd && <p data-testid="publicity-end">{texts.publicityEnds(tender.publicityEnd)}</p>}
      <ActionNotice answer={actionData} />
      {candidates.length === 0 ? (
        <p>{texts.noCandidates}</p>
      ) : awarded ? (
        <PanelSection id="award-result" title={texts.awarded}>
          <p>
            {texts.winner}：<strong data-testid="winner">{tender.winnerName}</strong>
          </p>
          <p>
            <a className={page.primaryLink} href={`${tenderPaths.awardNoticePdf}?id=${tender.id}`} download>
              {texts.awardNotice}
            </a>
          </p>
        </PanelSection>
      ) : (
        <MayCall call={tenderCalls.award}>
          <Form method="post" className={page.panel}>
            <input type="hidden" name="firstId" value={first?.bidderId ?? 0} />
            <fieldset className={styles.rows}>
              <legend>{texts.chooseLegend}</legend>
              {candidates.map((c) => (
                <p key={c.rank}>
                  <label>
                    <input type="radio" name="bidderId" value={c.bidderId} defaultChecked={c.bidderId === chosen} />
                    {`${texts.rank} ${c.rank}：${c.bidderName}，${texts.price} ${formatFen(c.priceFen)}${c.averageScore ? `，${texts.score} ${c.averageScore}` : ""}`}
                  </label>
                </p>
              ))}
            </fieldset>
            <p className={page.field}>
              <label htmlFor="reason">{texts.awardReason}</label>
              <textarea
                id="reason"
                name="reason"
                rows={3}
                maxLength={300}
                defaultValue={actionData && !actionData.ok ? actionData.reason : ""}
                {...(reasonRefused ? { "aria-invalid": true, "aria-describedby": "reason-error" } : {})}
              />
              {reasonRefused && (
                <span id="reason-error" className={styles.fieldError} data-testid="reason-error">
                  {actionData.msg}
                </span>
              )}
            </p>
            <Button type="submit" disabled={busy}>
              {texts.confirm}
            </Button>
          </Form>
        </MayCall>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.confirmTitle, description: texts.confirmDescription });
}
