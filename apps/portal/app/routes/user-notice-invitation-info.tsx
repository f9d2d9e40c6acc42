import { clientCall } from "@cidp/api-client";
import { type CallResult, organisationCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { invitationInfoTexts } from "../features/member-center/member-center-texts.ts";
import { InquiryInvitation } from "../features/procurement/inquiry-invitation.tsx";
import { loadSupplierSheet, type SupplierSheet } from "../features/procurement/sheet-loaders.server.ts";
import { supplierAction } from "../features/procurement/supplier-actions.server.ts";
import { Fact } from "../lib/fact.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-notice-invitation-info";

const texts = invitationInfoTexts;

type Invitation = CallResult<typeof organisationCalls.myInvitations>["data"][number];

/** The invitation `?id=` among the open invitations addressed to the member's phone, or the 询价邀请 `?sheet=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sheetId = new URL(request.url).searchParams.get("sheet");
  if (sheetId) {
    const url = new URL(request.url);
    url.searchParams.set("id", sheetId);
    return { invitation: null as Invitation | null, inquiry: await loadSupplierSheet(new Request(url, { headers: request.headers }), context) };
  }
  const id = Number(new URL(request.url).searchParams.get("id"));
  const { member } = portalRequest(context);
  if (!member) return { invitation: null as Invitation | null };
  const mine = await clientCall(organisationCalls.myInvitations)(member, { silent: true }).then(
    (answer) => answer.data,
    () => [] as Invitation[],
  );
  return { invitation: mine.find((invitation) => invitation.id === id) ?? null, inquiry: null as SupplierSheet | null };
}

/** Accepts or declines the invitation (to a business, or to quote on a sheet). */
export async function action({ request, context }: Route.ActionArgs) {
  const sheetId = Number(new URL(request.url).searchParams.get("sheet"));
  if (sheetId > 0) return supplierAction(request, context, sheetId);
  const form = await request.formData();
  const id = idField(form, "id");
  if (id === null) return { ok: false as const, msg: texts.gone };
  const accept = form.get("intent") === "accept";
  return memberAction(context, (client) => clientCall(organisationCalls.answerInvitation)(client, { id, accept }, { silent: true }));
}

/** 邀请详情: who invites the member to which business with which roles; accept or decline (spec §2 notice/invitationInfo). */
export default function InvitationInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, inquiry } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={styles.inner} data-testid="invitation-info">
      <h1>{texts.title}</h1>
      <ActionNotice answer={actionData} />
      {inquiry && <InquiryInvitation sheet={inquiry} busy={busy} />}
      {inquiry ? null : invitation ? (
        <section className={styles.panel} aria-labelledby="invitation-business">
          <h2 id="invitation-business">{invitation.businessName}</h2>
          <dl className={styles.facts}>
            <Fact term={texts.invitedBy}>{invitation.invitedBy}</Fact>
            <Fact term={texts.roles}>{invitation.roleNames.join("、") || texts.noRole}</Fact>
            <Fact term={texts.createTime}>{invitation.createTime}</Fact>
            <Fact term={texts.expireTime}>{invitation.expireTime}</Fact>
          </dl>
          <MayCall call={organisationCalls.answerInvitation}>
            <Form method="post" className={styles.actions}>
              <input type="hidden" name="id" value={invitation.id} />
              <Button type="submit" name="intent" value="accept" loading={busy}>
                {texts.accept}
              </Button>
              <Button type="submit" name="intent" value="decline" variant="ghost">
                {texts.decline}
              </Button>
            </Form>
          </MayCall>
        </section>
      ) : (
        !actionData && <p>{texts.gone}</p>
      )}
      <LinkLine to="/user/default">{texts.back}</LinkLine>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
