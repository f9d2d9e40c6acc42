import { operatorCalls, SERVICE_CANNED_MAX_LENGTH } from "@cidp/api-client/contract";
import { Button, FormField, Input } from "@cidp/ui";
import { data, Link, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffData, staffForm } from "../lib/staff.server.ts";
import * as own from "../service.css.ts";
import type { Route } from "./+types/service-replies";

const texts = deskTexts.service;

export const meta = () => pageTitle(texts.replies);

/** 常用语: the platform's (everyone's, seeded) and the agent's own, which they add and remove here. */
export async function loader({ request }: Route.LoaderArgs) {
  const canned = await staffData(request, "service.answer", operatorCalls.serviceCanned);
  const result = resultMessage(request, texts.results);
  return { canned, result };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "service.answer");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, text: "" }, { status: 403 });
  const refused = (answer: { status: number; message: string }, text = "") => {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message, text }, { status: answer.status });
  };
  if (field(form, "intent") === "remove") {
    const id = field(form, "id");
    if (!/^\d{1,9}$/.test(id)) return data({ error: "常用语不存在", text: "" }, { status: 404 });
    const answer = await callServices(request, operatorCalls.serviceCannedRemove, { id: Number(id) });
    return answer.ok ? redirect("/service/replies?result=removed") : refused(answer);
  }
  const text = field(form, "text").trim();
  if (!text) return data({ error: "请输入常用语", text }, { status: 400 });
  if ([...text].length > SERVICE_CANNED_MAX_LENGTH) return data({ error: `常用语不能超过${SERVICE_CANNED_MAX_LENGTH}个字`, text }, { status: 400 });
  const answer = await callServices(request, operatorCalls.serviceCannedAdd, { text });
  return answer.ok ? redirect("/service/replies?result=added") : refused(answer, text);
}

export default function ServiceReplies({ loaderData, actionData }: Route.ComponentProps) {
  const { canned, result } = loaderData;
  const shared = canned.filter((reply) => !reply.mine);
  const mine = canned.filter((reply) => reply.mine);
  return (
    <main id="main" className={styles.main}>
      <p>
        <Link to="/service">{texts.back}</Link>
      </p>
      <h1>{texts.replies}</h1>
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={actionData?.error} />
      <p className={styles.muted}>{texts.repliesIntro}</p>

      <h2>{texts.repliesAdd}</h2>
      <form method="post" className={styles.stack} noValidate>
        <input type="hidden" name="intent" value="add" />
        <FormField label={texts.repliesText} required>
          <Input name="text" maxLength={SERVICE_CANNED_MAX_LENGTH} required defaultValue={actionData?.text ?? ""} />
        </FormField>
        <Button type="submit">{texts.repliesAdd}</Button>
      </form>

      <h2>{texts.repliesMine}</h2>
      {mine.length === 0 ? (
        <p>{texts.repliesEmpty}</p>
      ) : (
        <ul className={own.cannedList}>
          {mine.map((reply) => (
            <li key={reply.id} className={own.cannedItem}>
              <span>{reply.text}</span>
              <form method="post" className={styles.inlineForm}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={reply.id} />
                <Button type="submit" variant="ghost" aria-label={texts.repliesRemoveLabel(reply.text)}>
                  {texts.repliesRemove}
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}

      <h2>{texts.repliesShared}</h2>
      <ul className={own.cannedList}>
        {shared.map((reply) => (
          <li key={reply.id} className={own.cannedItem}>
            {reply.text}
          </li>
        ))}
      </ul>
    </main>
  );
}
