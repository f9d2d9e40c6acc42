import { clientCall } from "@cidp/api-client";
import { type CallResult, openAppCalls } from "@cidp/api-client/contract";
import { OPEN_SCOPE_LABELS, OPEN_SCOPES } from "@cidp/domain";
import { Button, Empty, Table, type TableColumn } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { openAppsTexts as texts } from "../features/open-platform/open-apps-texts.ts";
import { idField } from "../lib/form-fields.server.ts";
import { LabelledInput } from "../lib/labelled-controls.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction, refusalOf } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-open-platform-apps";

type OpenApp = CallResult<typeof openAppCalls.list>["data"][number];
type OpenCall = CallResult<typeof openAppCalls.calls>["data"]["records"][number];
type CallPage = CallResult<typeof openAppCalls.calls>["data"];

const CALLS_PER_PAGE = 20;

/** The business's apps, and the call log of the one the address names (`?app=&page=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = portalRequest(context).member;
  const query = new URL(request.url).searchParams;
  const shown = Number(query.get("app")) || null;
  const current = Math.max(1, Number(query.get("page")) || 1);
  if (!client) return { apps: [] as OpenApp[], error: null, shown: null, calls: null as CallPage | null, callsError: null };
  let apps: OpenApp[] = [];
  try {
    apps = (await clientCall(openAppCalls.list)(client, { silent: true })).data;
  } catch {
    return { apps, error: texts.loadFailed, shown: null, calls: null, callsError: null };
  }
  if (!shown || !apps.some((app) => app.id === shown)) return { apps, error: null, shown: null, calls: null, callsError: null };
  try {
    const calls = (await clientCall(openAppCalls.calls)(client, { id: shown, current, size: CALLS_PER_PAGE }, { silent: true })).data;
    return { apps, error: null, shown, calls, callsError: null };
  } catch {
    return { apps, error: null, shown, calls: null, callsError: texts.callsFailed };
  }
}

/** Registers an app (answering its secret, once), rotates an app's secret (the same), or revokes an app. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const client = portalRequest(context).member;
  if (!client) return { ok: false as const, msg: "登录已失效，请重新登录" };
  const intent = form.get("intent");
  if (intent === "revoke") {
    const id = idField(form, "id");
    if (id === null) return { ok: false as const, msg: texts.missing };
    return memberAction(context, (c) => clientCall(openAppCalls.revoke)(c, { id }, { silent: true }));
  }
  try {
    if (intent === "rotate") {
      const id = idField(form, "id");
      if (id === null) return { ok: false as const, msg: texts.missing };
      const answer = await clientCall(openAppCalls.rotate)(client, { id }, { silent: true });
      return {
        ok: true as const,
        msg: answer.msg,
        credentials: { name: answer.data.app.name, clientId: answer.data.app.clientId, clientSecret: answer.data.clientSecret },
      };
    }
    const name = String(form.get("name") ?? "");
    const scopes = form.getAll("scopes").filter((scope): scope is (typeof OPEN_SCOPES)[number] => (OPEN_SCOPES as readonly unknown[]).includes(scope));
    const answer = await clientCall(openAppCalls.register)(client, { name, scopes }, { silent: true });
    return {
      ok: true as const,
      msg: answer.msg,
      credentials: { name: answer.data.app.name, clientId: answer.data.app.clientId, clientSecret: answer.data.clientSecret },
    };
  } catch (error) {
    return refusalOf(error);
  }
}

/** The credentials just made: shown once, never again. */
function NewCredentials({ credentials }: { credentials: { name: string; clientId: string; clientSecret: string } }) {
  return (
    <section aria-labelledby="new-secret-title" className={styles.panel} data-testid="new-credentials">
      <h2 id="new-secret-title">
        {texts.newSecret}：{credentials.name}
      </h2>
      <p>{texts.newSecretHint}</p>
      <dl className={styles.facts}>
        <dt>{texts.clientId}</dt>
        <dd>
          <code data-testid="client-id">{credentials.clientId}</code>
        </dd>
        <dt>{texts.clientSecret}</dt>
        <dd>
          <code data-testid="client-secret">{credentials.clientSecret}</code>
        </dd>
      </dl>
    </section>
  );
}

/** One app: its credentials' public half, scopes, limits and use, and what may be done with it. */
function AppCard({ app, busy }: { app: OpenApp; busy: boolean }) {
  return (
    <li className={styles.panel} data-testid="open-app">
      <h3>{app.name}</h3>
      <p>
        <span className={styles.tag}>{app.revokeTime ? texts.revoked.replace("{time}", app.revokeTime) : texts.live}</span>
        {app.partner && <span className={styles.tag}>{texts.partner}</span>}
      </p>
      <dl className={styles.facts}>
        <dt>{texts.clientId}</dt>
        <dd>
          <code>{app.clientId}</code>
        </dd>
        <dt>{texts.scopes}</dt>
        <dd>{app.scopes.map((scope) => `${scope}（${OPEN_SCOPE_LABELS[scope]}）`).join("；")}</dd>
        <dt>{texts.limitsLabel}</dt>
        <dd>{texts.limits.replace("{perMinute}", String(app.perMinute)).replace("{perDay}", String(app.perDay)).replace("{used}", String(app.usedToday))}</dd>
      </dl>
      <p>
        <small>{texts.created.replace("{created}", app.createTime).replace("{secret}", app.secretTime)}</small>
      </p>
      <div className={styles.rowActions}>
        <Link to={`?app=${app.id}#calls`} className={styles.textLink}>
          {texts.showCalls}
        </Link>
        {!app.revokeTime && (
          <>
            <MayCall call={openAppCalls.rotate}>
              <Form method="post">
                <input type="hidden" name="id" value={app.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="rotate"
                  variant="ghost"
                  size="small"
                  loading={busy}
                  aria-label={texts.rotateLabel.replace("{name}", app.name)}
                >
                  {texts.rotate}
                </Button>
              </Form>
            </MayCall>
            <MayCall call={openAppCalls.revoke}>
              <Form method="post">
                <input type="hidden" name="id" value={app.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="revoke"
                  variant="warning"
                  size="small"
                  loading={busy}
                  aria-label={texts.revokeLabel.replace("{name}", app.name)}
                >
                  {texts.revoke}
                </Button>
              </Form>
            </MayCall>
          </>
        )}
      </div>
    </li>
  );
}

/** An app's recent calls, twenty a page. */
function CallLog({ app, calls, error }: { app: OpenApp; calls: CallPage | null; error: string | null }) {
  const columns: TableColumn<OpenCall>[] = [
    { key: "time", title: texts.time },
    { key: "path", title: texts.call, render: (row) => <code>{`${row.method} ${row.path}`}</code> },
    { key: "status", title: texts.status },
    { key: "scope", title: texts.scope },
    { key: "durationMs", title: texts.duration },
  ];
  return (
    <section id="calls" aria-labelledby="calls-title" className={styles.panel} data-testid="open-app-calls">
      <h2 id="calls-title">{texts.callsOf.replace("{name}", app.name)}</h2>
      {error && <p role="alert">{error}</p>}
      {calls && (
        <>
          <Table
            caption={texts.callsOf.replace("{name}", app.name)}
            columns={columns}
            data={calls.records}
            rowKey={(row) => String(row.id)}
            empty={<Empty description={texts.noCalls} />}
          />
          {calls.pages > 1 && (
            <nav aria-label={texts.callsOf.replace("{name}", app.name)} className={styles.rowActions}>
              {calls.current > 1 && <Link to={`?app=${app.id}&page=${calls.current - 1}#calls`}>{texts.prev}</Link>}
              <span>{texts.pageOf.replace("{current}", String(calls.current)).replace("{pages}", String(calls.pages))}</span>
              {calls.current < calls.pages && <Link to={`?app=${app.id}&page=${calls.current + 1}#calls`}>{texts.next}</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** 开放接口应用 (designed, /user/open-platform/apps): the business's apps for the open API, their keys and calls. */
export default function UserOpenPlatformApps({ loaderData, actionData }: Route.ComponentProps) {
  const { apps, error, shown, calls, callsError } = loaderData;
  const busy = useNavigation().state === "submitting";
  const credentials = actionData && "credentials" in actionData ? actionData.credentials : null;
  const shownApp = apps.find((app) => app.id === shown);
  return (
    <div className={styles.inner} data-testid="open-apps">
      <h1>{texts.title}</h1>
      <p>
        {texts.intro} <Link to="/default/open-api/open">{texts.guide}</Link>
      </p>
      <ActionNotice answer={actionData} />
      {credentials && <NewCredentials credentials={credentials} />}
      <MayCall call={openAppCalls.register}>
        <section aria-labelledby="register-title" className={styles.panel}>
          <h2 id="register-title">{texts.register}</h2>
          <Form method="post">
            <LabelledInput id="open-app-name" label={texts.name} name="name" required minLength={2} maxLength={40} placeholder={texts.namePlaceholder} />
            <fieldset className={styles.choices}>
              <legend>{texts.scopes}</legend>
              {OPEN_SCOPES.map((scope) => (
                <label key={scope} className={styles.choice}>
                  <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === "public:read"} /> {scope}（{OPEN_SCOPE_LABELS[scope]}）
                </label>
              ))}
            </fieldset>
            <Button type="submit" name="intent" value="register" variant="primary" loading={busy}>
              {texts.submit}
            </Button>
          </Form>
        </section>
      </MayCall>
      <section aria-labelledby="apps-title">
        <h2 id="apps-title">{texts.apps}</h2>
        {error && <p role="alert">{error}</p>}
        {apps.length === 0 && !error ? (
          <Empty description={texts.empty} />
        ) : (
          <ul className={styles.plainList}>
            {apps.map((app) => (
              <AppCard key={app.id} app={app} busy={busy} />
            ))}
          </ul>
        )}
      </section>
      {shownApp && <CallLog app={shownApp} calls={calls} error={callsError} />}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
