import { clientCall } from "@cidp/api-client";
import { type CallResult, memberCalls } from "@cidp/api-client/contract";
import { Button, Empty, Table, type TableColumn } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { userSecuritySignInsTexts } from "../features/member-center/member-center-texts.ts";
import { ListOrAlert } from "../lib/list-or-alert.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { readOrRefusal } from "../lib/member-page.server.ts";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-security-sign-ins";

const texts = userSecuritySignInsTexts;

type SignIn = CallResult<typeof memberCalls.signIns>["data"][number];

/** The member's live sign-ins, read on the server with the member's client (a visitor is sent to log in). */
export async function loader({ context }: Route.LoaderArgs) {
  const { data, error } = await readOrRefusal(context, (client) => clientCall(memberCalls.signIns)(client, { silent: true }), texts.loadFailed);
  return { signIns: data ?? [], error };
}

/** 退出该设备: ends one of the member's other sign-ins (the server refuses anyone else's, and this one). */
export async function action({ request, context }: Route.ActionArgs) {
  const id = (await request.formData()).get("id");
  if (typeof id !== "string" || id === "") return { ok: false as const, msg: texts.missing };
  return memberAction(context, (client) => clientCall(memberCalls.endSignIn)(client, { id }, { silent: true }));
}

/** One sign-in's action: this device is marked, any other ends with a plain form (works before scripts load). */
function EndSignIn({ signIn }: { signIn: SignIn }) {
  const navigation = useNavigation();
  if (signIn.current) return <span className={styles.tag}>{texts.thisDevice}</span>;
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === signIn.id;
  return (
    <MayCall call={memberCalls.endSignIn}>
      <Form method="post">
        <input type="hidden" name="id" value={signIn.id} />
        <Button
          type="submit"
          variant="ghost"
          loading={busy}
          aria-label={texts.endLabel.replace("{device}", signIn.device).replace("{time}", signIn.signedInAt)}
        >
          {texts.end}
        </Button>
      </Form>
    </MayCall>
  );
}

/** 登录记录 (designed, /user/security/sign-ins): where the account is signed in now, and ending a sign-in elsewhere. */
export default function UserSecuritySignIns({ loaderData, actionData }: Route.ComponentProps) {
  const { signIns, error } = loaderData;
  const loading = useNavigation().state === "loading";
  const columns: TableColumn<SignIn>[] = [
    { key: "device", title: texts.device },
    { key: "address", title: texts.address },
    { key: "signedInAt", title: texts.signedInAt },
    { key: "expiresAt", title: texts.expiresAt },
    { key: "actions", title: texts.actions, render: (row) => <EndSignIn signIn={row} /> },
  ];
  return (
    <div className={styles.inner} data-testid="user-security-sign-ins">
      <TitleRow title={texts.title}>
        <TextLink to="/user/password/edit">{texts.changePassword}</TextLink>
      </TitleRow>
      <p>{texts.intro}</p>
      <ActionNotice answer={actionData} />
      <ListOrAlert error={error} testId="sign-ins-error">
        <Table
          caption={texts.caption}
          columns={columns}
          data={signIns}
          rowKey={(row) => row.id}
          loading={loading}
          empty={<Empty description={texts.empty} />}
        />
      </ListOrAlert>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
