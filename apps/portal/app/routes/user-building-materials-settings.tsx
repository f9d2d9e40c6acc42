import { clientCall } from "@cidp/api-client";
import { procurementCalls } from "@cidp/api-client/contract";
import { MAX_MIN_ROUND_HOURS, MIN_ROUND_HOURS } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as styles from "../features/procurement/procurement.css.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { checked, formBody } from "../lib/form-fields.server.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-building-materials-settings";

/** The business's 询价设置 and whether this member may change them (the server says why not). */
export async function loader({ context }: Route.LoaderArgs) {
  return (await clientCall(procurementCalls.settings)(memberClientOrLogin(context), { silent: true })).data;
}

/** Saves the 内部审批 flag and the rounds' minimum length (the server refuses anyone but a business administrator, and hours out of range). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const body = formBody(procurementCalls.saveSettings.body, form, { requiresApproval: checked(form, "requiresApproval") });
  if (!body.ok) return { ok: false as const, msg: body.msg };
  return memberAction(context, (client) => clientCall(procurementCalls.saveSettings)(client, body.data, { silent: true }));
}

type SettingsValues = Pick<Route.ComponentProps["loaderData"], "requiresApproval" | "minRoundHours" | "changeNoticeHours">;

/** 询价设置: whether the business's sheets wait for 内部审批 before they go out. */
export default function ProcurementSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { mayChange, readOnlyReason } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner} data-testid="procurement-settings">
      <TitleRow title={texts.settingsTitle}>
        <TextLink to="/user/building-materials/invite-tenders">{texts.listTitle}</TextLink>
      </TitleRow>
      <p>{texts.settingsDescription}</p>
      <ActionNotice answer={actionData} />
      {!mayChange && (
        <p id="settings-read-only" data-testid="settings-read-only">
          {texts.settingsReadOnly(readOnlyReason)}
        </p>
      )}
      {/* Only an administrator's copy is a form: the others read the same settings, greyed out. */}
      {mayChange ? (
        <MayCall call={procurementCalls.saveSettings}>
          <Form method="post" className={page.panel}>
            <SettingsFields {...loaderData} mayChange />
            <Button type="submit" disabled={busy}>
              {texts.settingsSave}
            </Button>
          </Form>
        </MayCall>
      ) : (
        <div className={page.panel}>
          <SettingsFields {...loaderData} mayChange={false} />
        </div>
      )}
    </div>
  );
}

/** The settings' fields, editable for whoever may change them. */
function SettingsFields({ requiresApproval, minRoundHours, changeNoticeHours, mayChange }: SettingsValues & { mayChange: boolean }) {
  return (
    <>
      <div className={styles.checkRow}>
        <label>
          <input
            type="checkbox"
            name="requiresApproval"
            defaultChecked={requiresApproval}
            disabled={!mayChange}
            aria-describedby={mayChange ? "settings-approval-help" : "settings-approval-help settings-read-only"}
            key={String(requiresApproval)}
          />{" "}
          {texts.settingsApproval}
        </label>
      </div>
      <p id="settings-approval-help">{texts.settingsApprovalHelp}</p>
      <p className={page.field}>
        <label htmlFor="minRoundHours">{texts.settingsMinRoundHours}</label>
        <input
          id="minRoundHours"
          name="minRoundHours"
          type="number"
          inputMode="numeric"
          min={MIN_ROUND_HOURS}
          max={MAX_MIN_ROUND_HOURS}
          required
          defaultValue={minRoundHours}
          key={minRoundHours}
          disabled={!mayChange}
          aria-describedby={mayChange ? "settings-round-help" : "settings-round-help settings-read-only"}
        />
        <span id="settings-round-help">{texts.settingsMinRoundHelp(MIN_ROUND_HOURS, MAX_MIN_ROUND_HOURS)}</span>
      </p>
      <p className={page.field}>
        <label htmlFor="changeNoticeHours">{texts.settingsChangeNotice}</label>
        <input
          id="changeNoticeHours"
          name="changeNoticeHours"
          type="number"
          inputMode="numeric"
          min={2}
          max={168}
          required
          defaultValue={changeNoticeHours}
          key={changeNoticeHours}
          disabled={!mayChange}
          aria-describedby={mayChange ? "settings-notice-help" : "settings-notice-help settings-read-only"}
        />
        <span id="settings-notice-help">{texts.settingsChangeNoticeHelp}</span>
      </p>
    </>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.settingsTitle, description: texts.settingsDescription });
}
