import { clientCall } from "@cidp/api-client";
import { vipTrainingCalls } from "@cidp/api-client/contract";
import { Button, Table } from "@cidp/ui";
import { Form, Link } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadTraining, type TrainingOverview } from "../features/vip/training.server.ts";
import { trainingTexts as texts } from "../features/vip/training-texts.ts";
import * as styles from "../features/vip/vip.css.ts";
import { fill } from "../features/vip/vip-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberFormAction, memberRowAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-vip-training";

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await loadTraining(memberClientOrLogin(context)) };
}

/** 提交报名 (checked against the contract first) or 取消报名 of one of the business's registrations. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "cancel")
    return memberRowAction(context, form, texts.missing, (client, id) => clientCall(vipTrainingCalls.cancel)(client, { id }, { silent: true }));
  return memberFormAction(context, vipTrainingCalls.register, form);
}

type Session = TrainingOverview["sessions"][number];
type Registration = TrainingOverview["registrations"][number];

function SessionCard({ session }: { session: Session }) {
  return (
    <li className={styles.panel} data-testid="training-session">
      <h3 id={`training-${session.id}`}>
        <span className={page.tag}>{session.kindLabel}</span> {session.title}
      </h3>
      <p>{fill(texts.when, { start: session.startTime.slice(0, 16), end: session.endTime.slice(0, 16) })}</p>
      <p>{fill(texts.where, { city: session.city, venue: session.venue })}</p>
      <p>{fill(texts.speaker, { speaker: session.speaker })}</p>
      <p>
        {fill(texts.deadline, { deadline: session.deadline.slice(0, 16) })} · <strong>{session.stateLabel}</strong> ·{" "}
        <span data-testid="training-remaining">{fill(texts.remaining, { left: session.seatsLeft, capacity: session.capacity })}</span>
      </p>
      <p>{session.summary}</p>
    </li>
  );
}

function RegisterForm({ sessions }: { sessions: readonly Session[] }) {
  const open = sessions.filter((session) => session.state === "open");
  if (open.length === 0) return <p>{texts.noOpen}</p>;
  return (
    <Form method="post" aria-labelledby="training-register" data-testid="training-register">
      <h2 id="training-register">{texts.registerHeading}</h2>
      <p className={page.field}>
        <label htmlFor="training-session">{texts.session}</label>
        <select id="training-session" name="sessionId" required>
          {open.map((session) => (
            <option key={session.id} value={session.id}>
              {session.title}（{session.startTime.slice(0, 10)}）
            </option>
          ))}
        </select>
      </p>
      <p className={page.field}>
        <label htmlFor="training-name">{texts.attendeeName}</label>
        <input id="training-name" name="attendeeName" required maxLength={15} autoComplete="name" />
      </p>
      <p className={page.field}>
        <label htmlFor="training-mobile">{texts.attendeeMobile}</label>
        <input
          id="training-mobile"
          name="attendeeMobile"
          required
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          aria-describedby="training-mobile-hint"
        />
        <span id="training-mobile-hint">{texts.mobileHint}</span>
      </p>
      <Button type="submit" name="intent" value="register">
        {texts.register}
      </Button>
    </Form>
  );
}

function Registrations({ rows }: { rows: readonly Registration[] }) {
  if (rows.length === 0) return <p>{texts.ownEmpty}</p>;
  const c = texts.columns;
  return (
    <Table
      caption={texts.ownHeading}
      columns={[
        { key: "sessionTitle", title: c.session },
        { key: "startTime", title: c.startTime },
        { key: "attendeeName", title: c.attendee },
        { key: "attendeeMobile", title: c.mobile },
        { key: "registeredAt", title: c.registeredAt },
        {
          key: "id",
          title: c.action,
          render: (row) =>
            row.cancellable ? (
              <Form method="post">
                <input type="hidden" name="id" value={row.id} />
                <Button type="submit" name="intent" value="cancel" variant="ghost" aria-label={`${texts.cancel}：${row.attendeeName} ${row.sessionTitle}`}>
                  {texts.cancel}
                </Button>
              </Form>
            ) : (
              texts.cancelClosed
            ),
        },
      ]}
      data={rows}
      rowKey={(row) => String(row.id)}
    />
  );
}

/** 线下培训与政策解读会: the 企业VIP benefit of two free seats a period, its sessions and the company's registrations. */
export default function VipTraining({ loaderData, actionData }: Route.ComponentProps) {
  const { overview } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <ActionNotice answer={actionData} />
      {overview === null ? (
        <p role="alert">{texts.failed}</p>
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="training-seats">
            <h2 id="training-seats">{texts.seatsHeading}</h2>
            <p data-testid="training-seats-left">{fill(texts.seatsLeft, { left: overview.seatsLeft, granted: overview.seatsGranted || 2 })}</p>
            {overview.refusal !== "" ? (
              <>
                <p data-testid="training-refusal">{overview.refusal}</p>
                <Link to="/user/vip/buy">{texts.upgrade}</Link>
              </>
            ) : overview.seatsLeft === 0 ? (
              <p>{texts.noSeats}</p>
            ) : (
              <RegisterForm sessions={overview.sessions} />
            )}
          </section>
          <section aria-labelledby="training-sessions">
            <h2 id="training-sessions">{texts.sessionsHeading}</h2>
            {overview.sessions.length === 0 ? (
              <p>{texts.sessionsEmpty}</p>
            ) : (
              <ul className={page.plainList}>
                {overview.sessions.map((session) => (
                  <SessionCard key={session.id} session={session} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="training-own">
            <h2 id="training-own">{texts.ownHeading}</h2>
            <Registrations rows={overview.registrations} />
          </section>
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.intro }, { name: "robots", content: "noindex" });
}
