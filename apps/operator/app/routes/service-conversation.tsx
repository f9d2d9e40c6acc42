import { operatorCalls } from "@cidp/api-client/contract";
import { CHAT_MESSAGE_MAX_LENGTH, formatWait } from "@cidp/domain";
import { Button, FormField, Input, Textarea } from "@cidp/ui";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { data, Link, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { ServiceLive } from "../lib/service-live.tsx";
import { callServices } from "../lib/services.server.ts";
import { recordOf, refusalOf, requireStaff, staffForm } from "../lib/staff.server.ts";
import * as own from "../service.css.ts";
import type { Route } from "./+types/service-conversation";

const texts = deskTexts.service;

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => pageTitle(loaded ? texts.conversation(loaded.conversation.entry.member.name) : texts.title);

/** The conversation follows the member live and inserts canned replies, so it carries the client script. */
export const handle = { hydrate: true };

/** One conversation: the member, the messages since it opened, what happened to it, and the agent's forms. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "service.answer");
  const [conversation, canned, changes] = await Promise.all([
    recordOf(request, operatorCalls.serviceConversation, params.id),
    callServices(request, operatorCalls.serviceCanned),
    callServices(request, operatorCalls.serviceChanges, { since: 0 }),
  ]);
  const result = resultMessage(request, texts.results);
  return {
    conversation,
    canned: canned.ok ? canned.data : [],
    cursor: changes.ok ? changes.data.cursor : 0,
    result,
  };
}

type Intent = "take" | "reply" | "transfer" | "close";

/** 接入, 回复 (typed, or the chosen canned reply), 转接 with a note, 结束会话. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await staffForm(request, "service.answer");
  if (!fromOwnPage(request)) return data({ intent: null, error: deskTexts.foreignForm, content: "" }, { status: 403 });
  if (!/^\d{1,9}$/.test(params.id)) return data({ intent: null, error: texts.badId, content: "" }, { status: 404 });
  const id = Number(params.id);
  const intent = field(form, "intent") as Intent;
  const typed = field(form, "content");
  const refused = (answer: { status: number; message: string }) => {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ intent, error: answer.message, content: typed }, { status: answer.status });
  };
  if (intent === "take") {
    const answer = await callServices(request, operatorCalls.serviceTake, { id });
    return answer.ok ? redirect(`/service/${id}?result=taken`) : refused(answer);
  }
  if (intent === "reply") {
    // Without script a canned reply cannot be inserted: an empty box sends the chosen one as it is.
    const content = typed.trim() || field(form, "canned").trim();
    if (!content) return data({ intent, error: "请输入回复内容", content: typed }, { status: 400 });
    if ([...content].length > CHAT_MESSAGE_MAX_LENGTH)
      return data({ intent, error: `回复不能超过${CHAT_MESSAGE_MAX_LENGTH}个字`, content: typed }, { status: 400 });
    const answer = await callServices(request, operatorCalls.serviceReply, { id, content });
    return answer.ok ? redirect(`/service/${id}?result=sent`) : refused(answer);
  }
  if (intent === "transfer") {
    const username = field(form, "username").trim();
    const note = field(form, "note").trim();
    if (!username) return data({ intent, error: "请选择接手的客服", content: typed }, { status: 400 });
    if ([...note].length > 200) return data({ intent, error: "转接说明不能超过200个字", content: typed }, { status: 400 });
    const answer = await callServices(request, operatorCalls.serviceTransfer, { id, username, note });
    return answer.ok ? redirect("/service?result=transferred") : refused(answer);
  }
  if (intent === "close") {
    const answer = await callServices(request, operatorCalls.serviceClose, { id });
    return answer.ok ? redirect(`/service/${id}?result=closed`) : refused(answer);
  }
  return data({ intent: null, error: "未知操作", content: typed }, { status: 400 });
}

export default function ServiceConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { conversation, canned, cursor, result } = loaderData;
  const { entry, messages, events, may, agents } = conversation;
  return (
    <main id="main" className={styles.main}>
      <ServiceLive cursor={cursor} />
      <p>
        <Link to="/service">{texts.back}</Link>
      </p>
      <h1>{texts.conversation(entry.member.name)}</h1>
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={actionData?.error} />
      <dl className={styles.facts}>
        <dt>{texts.columns.member}</dt>
        <dd>{entry.member.name}</dd>
        <dt>{texts.columns.phone}</dt>
        <dd>{entry.member.phone}</dd>
        <dt>{texts.columns.company}</dt>
        <dd>{entry.member.company || texts.noCompany}</dd>
        <dt>{texts.columns.platform}</dt>
        <dd data-testid="service-platform">
          {entry.platform.name} {texts.platformHours(entry.platform.serviceHours, entry.platform.inServiceHours)}
        </dd>
        <dt>状态</dt>
        <dd data-testid="service-state">{entry.stateLabel}</dd>
        <dt>{texts.columns.agent}</dt>
        <dd data-testid="service-agent">{entry.agent || "—"}</dd>
        <dt>{texts.columns.started}</dt>
        <dd>{entry.startTime}</dd>
        <dt>{texts.columns.waited}</dt>
        <dd className={entry.overdue ? own.overdue : undefined}>
          {formatWait(entry.waitSeconds)}
          {entry.overdue ? `（${texts.overdueMark}）` : ""}
        </dd>
      </dl>

      <h2 id="messages-title">{texts.messages}</h2>
      <MessageLog messages={messages} />

      {entry.state === "waiting" ? (
        <form method="post" className={styles.stack}>
          <p>{texts.waiting}</p>
          <input type="hidden" name="intent" value="take" />
          <Button type="submit">{texts.take}</Button>
        </form>
      ) : null}
      {entry.state === "closed" ? <p>{texts.ended}</p> : null}
      {entry.state === "active" && !entry.mine ? <p>{texts.notYours(entry.agent)}</p> : null}

      {may.reply ? (
        <div className={own.actions}>
          <ReplyForm canned={canned} content={actionData?.intent === "reply" ? actionData.content : ""} />
          <section aria-labelledby="transfer-title">
            <h2 id="transfer-title">{texts.transfer}</h2>
            <form method="post" className={styles.stack}>
              <input type="hidden" name="intent" value="transfer" />
              <FormField id="transfer-to" label={texts.transferTo} required>
                <select id="transfer-to" name="username" className={styles.select} required defaultValue="">
                  <option value="" disabled>
                    {texts.transferPick}
                  </option>
                  {agents.map((agent) => (
                    <option key={agent.username} value={agent.username}>
                      {agent.displayName}（{agent.online ? texts.online : texts.offline}）
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField label={texts.transferNote}>
                <Input name="note" maxLength={200} />
              </FormField>
              <Button type="submit">{texts.transferSend}</Button>
            </form>
            <h2 id="close-title">{texts.close}</h2>
            <form method="post" className={styles.stack}>
              <input type="hidden" name="intent" value="close" />
              <p id="close-explained">{texts.closeExplained}</p>
              <Button type="submit" variant="warning" aria-describedby="close-explained">
                {texts.close}
              </Button>
            </form>
          </section>
        </div>
      ) : null}

      <h2>{texts.events}</h2>
      {events.length === 0 ? (
        <p>{texts.noEvents}</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={`${event.time}-${event.text}`}>
              {event.time} {event.text}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

type Message = Route.ComponentProps["loaderData"]["conversation"]["messages"][number];

/** The messages, newest at the bottom, scrolled there when new ones arrive. */
function MessageLog({ messages }: { messages: readonly Message[] }) {
  const box = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is what moves the view.
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so a keyboard must be able to reach and scroll it.
    <ol ref={box} className={own.log} aria-labelledby="messages-title" tabIndex={0} data-testid="service-messages">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`${own.message} ${message.from === "agent" ? own.fromAgent : message.from === "system" ? own.fromSystem : ""}`}
          data-from={message.from}
        >
          <span className={own.messageMeta}>
            {message.from === "system" ? "系统消息" : message.name || (message.from === "agent" ? "平台在线客服" : "会员")} · {message.time}
          </span>
          <p className={own.messageText}>{message.content}</p>
        </li>
      ))}
    </ol>
  );
}

type Canned = Route.ComponentProps["loaderData"]["canned"][number];

/** The reply box with the canned replies: choosing one inserts it (with script); Ctrl+Enter sends. */
function ReplyForm({ canned, content }: { canned: readonly Canned[]; content: string }) {
  const [text, setText] = useState(content);
  const form = useRef<HTMLFormElement>(null);
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  }
  return (
    <section aria-labelledby="reply-title">
      <h2 id="reply-title">{texts.reply}</h2>
      <form method="post" className={styles.stack} ref={form}>
        <input type="hidden" name="intent" value="reply" />
        <FormField id="canned" label={texts.cannedPick} hint={texts.cannedHint}>
          <select
            id="canned"
            aria-describedby="canned-hint"
            name="canned"
            className={styles.select}
            defaultValue=""
            data-testid="service-canned"
            onChange={(event) => {
              const chosen = event.target.value;
              if (!chosen) return;
              setText((before) => (before.trim() ? `${before}${chosen}` : chosen));
              event.target.value = "";
            }}
          >
            <option value="">{texts.cannedNone}</option>
            {canned.map((reply) => (
              <option key={reply.id} value={reply.text}>
                {reply.text}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={texts.replyLabel}>
          <Textarea
            name="content"
            rows={4}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            data-testid="service-reply"
          />
        </FormField>
        <Button type="submit" variant="primary">
          {texts.replySend}
        </Button>
      </form>
    </section>
  );
}
