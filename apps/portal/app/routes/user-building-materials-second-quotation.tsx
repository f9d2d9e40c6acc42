import { procurementCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, redirect, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as styles from "../features/procurement/procurement.css.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { SheetInput, SheetTextarea } from "../features/procurement/sheet-field.tsx";
import { loadBuyerSheet, sheetIdOf } from "../features/procurement/sheet-loaders.server.ts";
import { MayCallOrRefusal } from "../lib/member-center/may-call-or-refusal.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberFormAction } from "../lib/session/member-action.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-building-materials-second-quotation";

/** The sheet in 比价中 with the suppliers whose quotations are valid (only they can be shortlisted). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sheet = await loadBuyerSheet(request, context);
  if (sheet.state !== "comparing") throw redirect(`/user/building-materials/selecting?id=${sheet.id}`);
  return { sheet, candidates: sheet.suppliers.filter((s) => s.state === "closed") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = sheetIdOf(request);
  const form = await request.formData();
  // No line ticked is sent as an empty choice, which the services refuse with its reason.
  const lineNos = form.getAll("lineNos");
  const answer = await memberFormAction(context, procurementCalls.startRound, form, { id, shortlist: form.getAll("shortlist"), lineNos }, texts.roundDone);
  if (answer.ok) throw redirect(`/user/building-materials/selecting?id=${id}`);
  return answer;
}

/** 发起二次报价 (spec §2 building-materials/secondQuotation): shortlist, round deadline and a message. */
export default function SecondQuotation({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, candidates } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner} data-testid="second-quotation">
      <div className={page.titleRow}>
        <h1>
          {texts.roundTitle}：{sheet.title}
        </h1>
        <TextLink to={`/user/building-materials/selecting?id=${sheet.id}`}>{texts.back}</TextLink>
      </div>
      <p>{texts.roundDescriptionHours(sheet.minRoundHours)}</p>
      <ActionNotice answer={actionData} />
      <MayCallOrRefusal call={procurementCalls.startRound}>
        <Form method="post">
          <fieldset className={styles.checkRow}>
            <legend>{texts.shortlist}</legend>
            {candidates.map((s) => (
              <label key={s.supplierBusinessId}>
                {/* The shortlist starts empty: each supplier in the next round is chosen. */}
                <input type="checkbox" name="shortlist" value={s.supplierBusinessId} /> {s.supplierName}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.checkRow}>
            <legend>{texts.roundLines}</legend>
            <p>{texts.roundLinesHint}</p>
            {sheet.lines.map((line) => (
              <label key={line.lineNo}>
                {/* Every line is asked for unless the buyer leaves some out: their previous prices stand. */}
                <input type="checkbox" name="lineNos" value={line.lineNo} defaultChecked />{" "}
                {texts.roundLineLabel(line.lineNo, `${line.name} ${line.spec}`.trim())}
              </label>
            ))}
          </fieldset>
          <div className={styles.fieldGrid}>
            <SheetInput id="round-deadline" label={texts.roundDeadline} name="deadline" type="datetime-local" required />
            <SheetTextarea id="round-message" label={texts.roundMessage} name="message" maxLength={500} />
          </div>
          <Button type="submit" disabled={busy || candidates.length === 0}>
            {texts.roundSubmit}
          </Button>
        </Form>
      </MayCallOrRefusal>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.roundTitle, description: texts.roundDescription });
}
