import { clientCall } from "@cidp/api-client";
import { tenderCalls } from "@cidp/api-client/contract";
import { fenToYuanText, parseYuan } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { SubmittedBid } from "../features/tender/submitted-bid.tsx";
import { TenderDocuments } from "../features/tender/tender-documents.tsx";
import { DeviceIdInput, FileLinks, uploadIds } from "../features/tender/tender-files.tsx";
import { tenderMemberTexts as texts } from "../features/tender/tender-member-texts.ts";
import { FilesField } from "../features/upload/files-field.tsx";
import { Fact } from "../lib/fact.tsx";
import { formBody, formRows, typedFields } from "../lib/form-fields.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { tradeDocumentField } from "../lib/trade-document-field.ts";
import type { Route } from "./+types/user-my-bid-bit-table";

/** The tender (`?id=`) as this business takes part in it, with its own latest bid (only its author reads it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const id = Number(new URL(request.url).searchParams.get("id")) || 0;
  const { data } = await clientCall(tenderCalls.myDetail)(client, { id }, { silent: true });
  return data;
}

/** 递交投标: prices by section in 元 (to fen here, `lines[i].price` in the sections' order), the rest read with the call's body schema; the server seals them and answers every refusal with its reason. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lines = formRows(form, "lines").map((row, i) => ({ section: i + 1, priceFen: parseYuan(row.price ?? "") }));
  if (lines.length === 0 || lines.some((line) => line.priceFen === null || line.priceFen <= 0)) return { ok: false, msg: texts.badPrice };
  const bid = { ...typedFields(form, ["durationDays", "remark"]), lines, technicalFileIds: uploadIds(form, "technicalFileIds") };
  const body = formBody(tenderCalls.submitBid.body, form, { bid });
  if (!body.ok) return body;
  return memberAction(context, (client) =>
    clientCall(tenderCalls.submitBid)(client, body.data, { silent: true }).then(({ data }) => ({ msg: texts.submitted.replace("{v}", String(data.version)) })),
  );
}

/**
 * 投标文件 (spec §2 `/user/my-bid/bitTable`): the sealed bid form, revisable until the deadline;
 * when the services would take no bid (not approved, no deposit, the deadline passed, opened), the
 * reason and, once submitted, the bid read-only instead of a form that could only be refused.
 */
export default function BidTable({ loaderData, actionData }: Route.ComponentProps) {
  const { tender, bidder, bid, documentRefusal, bidRefusal } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <div data-testid="bid-table">
      <h1>{texts.bidTitle}</h1>
      <LinkLine to={`/default/tender/detail?id=${tender.id}`}>{tender.title}</LinkLine>
      {bidder ? (
        <dl className={page.facts}>
          <Fact term={texts.myStatus} testId="my-bid-state">
            {bidder.stateLabel}
          </Fact>
          <Fact term={texts.depositState}>{bidder.depositStateLabel}</Fact>
          <Fact term={texts.version}>{bidder.version}</Fact>
          <Fact term={texts.submitTime}>{bidder.submitTime ?? "—"}</Fact>
          <Fact term={texts.deadline}>{tender.bidDeadline}</Fact>
        </dl>
      ) : (
        <p>{texts.notRegistered}</p>
      )}
      <ActionNotice answer={actionData} />
      <TenderDocuments tender={tender} refusal={documentRefusal} />
      {bidRefusal ? (
        <>
          <p role="status" data-testid="bid-refusal">
            {texts.bidClosed}
            {bidRefusal}
          </p>
          {bidder && <SubmittedBid sections={tender.sections} bid={bid} technicalFiles={bidder.technicalFiles} />}
        </>
      ) : (
        <BidForm tender={tender} bidder={bidder} bid={bid} busy={busy} />
      )}
    </div>
  );
}

/** The sealed bid's form: each section's price, the 工期, the remark and the technical files, prefilled with the last version. */
function BidForm({ tender, bidder, bid, busy }: Pick<Route.ComponentProps["loaderData"], "tender" | "bidder" | "bid"> & { busy: boolean }) {
  const priceOf = (section: number) => bid?.lines.find((line) => line.section === section)?.priceFen;
  return (
    <>
      <p>{texts.sealedNote}</p>
      <MayCall call={tenderCalls.submitBid}>
        <Form method="post" className={page.panel}>
          <input type="hidden" name="id" value={tender.id} />
          <DeviceIdInput />
          {tender.sections.map((section, i) => {
            const price = priceOf(i + 1);
            return (
              <p key={section.name} className={page.field}>
                <label htmlFor={`price-${i + 1}`}>
                  {section.name} {texts.priceLabel}
                </label>
                <input id={`price-${i + 1}`} name={`lines[${i}].price`} inputMode="decimal" required defaultValue={price ? fenToYuanText(price) : ""} />
              </p>
            );
          })}
          <p className={page.field}>
            <label htmlFor="durationDays">{texts.duration}</label>
            <input id="durationDays" name="durationDays" type="number" min={1} max={3650} required defaultValue={bid?.durationDays ?? ""} />
          </p>
          <p className={page.field}>
            <label htmlFor="remark">{texts.remark}</label>
            <textarea id="remark" name="remark" maxLength={1000} defaultValue={bid?.remark ?? ""} />
          </p>
          {bidder && bidder.technicalFiles.length > 0 && (
            <div>
              <p>{texts.technicalKept}</p>
              <FileLinks files={bidder.technicalFiles} testId="technical-files" />
              {bidder.technicalFiles.map((file) => (
                <input key={file.id} type="hidden" name="technicalFileIds" value={file.id} />
              ))}
            </div>
          )}
          <FilesField name="technicalFileIds" {...tradeDocumentField(texts.technicalFiles)} />
          <Button type="submit" disabled={busy}>
            {texts.submitBid}
          </Button>
        </Form>
      </MayCall>
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.bidTitle, description: texts.bidDescription });
}
