import { operatorCalls, trainingSessionFieldsSchema } from "@cidp/api-client/contract";
import { Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field, fieldErrorsOf } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff, staffData, staffForm } from "../lib/staff.server.ts";
import {
  EMPTY_TRAINING,
  minuteOfField,
  type TrainingFieldErrors,
  TrainingForm,
  type TrainingTyped,
  trainingDeskTexts as texts,
} from "../lib/training-form.tsx";
import type { Route } from "./+types/vip-training";

export const meta = () => pageTitle(texts.title);

/** The sessions with their registrations (attendees' mobiles: members.read); the form for those who may add one. */
export async function loader({ request }: Route.LoaderArgs) {
  const { sessions } = await staffData(request, "members.read", operatorCalls.trainingSessions);
  const me = await requireStaff(request);
  return { sessions, mayAdd: me.permissions.includes("content.edit"), created: new URL(request.url).searchParams.get("result") === "created" };
}

/** 添加场次: checked here as the services check it; nothing is written on a refusal. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const typed = Object.fromEntries(Object.keys(EMPTY_TRAINING).map((name) => [name, field(form, name)])) as TrainingTyped;
  const refused = (status: number, error: string, fieldErrors: TrainingFieldErrors = {}) => data({ error, typed, fieldErrors }, { status });
  if (!fromOwnPage(request)) return refused(403, deskTexts.foreignForm);
  const checked = trainingSessionFieldsSchema.safeParse({
    ...typed,
    startAt: minuteOfField(typed.startAt),
    endAt: minuteOfField(typed.endAt),
    deadline: minuteOfField(typed.deadline),
  });
  if (!checked.success) return refused(400, texts.refusedForm, fieldErrorsOf<keyof TrainingTyped>(checked.error.issues));
  const answer = await callServices(request, operatorCalls.trainingSessionCreate, checked.data);
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return refused(answer.status, answer.message);
  }
  return redirect("/vip-training?result=created");
}

export default function VipTraining({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, mayAdd, created } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>{texts.title}</h1>
      <p className={styles.muted}>{texts.intro}</p>
      <MessageLine kind="success" text={created && !actionData ? "场次已添加" : undefined} />
      <Table
        caption={texts.caption}
        rowKey={(session) => String(session.id)}
        data={sessions}
        empty={<p>{texts.empty}</p>}
        columns={[
          { key: "title", title: "会议名称", render: (s) => `【${s.kindLabel}】${s.title}` },
          { key: "startTime", title: "时间", render: (s) => `${s.startTime.slice(0, 16)} 至 ${s.endTime.slice(11, 16)}` },
          { key: "venue", title: "地点", render: (s) => `${s.city} ${s.venue}` },
          { key: "speaker", title: "主讲/主办" },
          { key: "deadline", title: "报名截止", render: (s) => s.deadline.slice(0, 16) },
          { key: "capacity", title: "名额（剩余/总数）", render: (s) => `${s.seatsLeft}/${s.capacity}` },
          { key: "stateLabel", title: "状态" },
          {
            key: "registrations",
            title: "报名",
            render: (s) =>
              s.registrations.length === 0 ? (
                texts.noRegistrations
              ) : (
                <ul>
                  {s.registrations.map((r) => (
                    <li key={r.id}>
                      {r.attendeeName} {r.attendeeMobile}（{r.businessName}）
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {mayAdd && (
        <>
          <h2 id="training-new">{texts.newHeading}</h2>
          <MessageLine kind="error" text={actionData?.error} />
          <TrainingForm values={actionData?.typed ?? EMPTY_TRAINING} errors={actionData?.fieldErrors ?? {}} />
        </>
      )}
    </main>
  );
}
