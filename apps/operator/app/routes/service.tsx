import { operatorCalls } from "@cidp/api-client/contract";
import { formatWait, LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { data, Link, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { Pager } from "../lib/pager.tsx";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { ServiceLive } from "../lib/service-live.tsx";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff, staffForm } from "../lib/staff.server.ts";
import { TitledTable } from "../lib/titled-table.tsx";
import * as own from "../service.css.ts";
import type { Route } from "./+types/service";

const texts = deskTexts.service;

export const meta = () => pageTitle(texts.title);

/** The console follows the queue live, so it carries the client script (a per-response nonce, entry.server.tsx). */
export const handle = { hydrate: true };

/** 客服工作台: the queue (待接入), my conversations, others', the latest ended ones, and the desk's figures. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "service.answer");
  const pages = deskPagesOf(new URL(request.url).searchParams);
  const desk = await callServices(request, operatorCalls.serviceDesk, pages);
  if (!desk.ok) throw refusalOf(request, desk);
  const result = resultMessage(request, texts.results);
  return { desk: desk.data, cursor: desk.data.cursor, result, pages };
}

/** 接入 from the queue: the conversation opens for the agent who took it; a second agent reads who did. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "service.answer");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm }, { status: 403 });
  const id = field(form, "id");
  if (!/^\d{1,9}$/.test(id)) return data({ error: texts.badId }, { status: 400 });
  const answer = await callServices(request, operatorCalls.serviceTake, { id: Number(id) });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message }, { status: answer.status });
  }
  return redirect(`/service/${id}?result=taken`);
}

type Entry = Route.ComponentProps["loaderData"]["desk"]["queue"][number];

export default function ServiceDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { desk, cursor, result, pages } = loaderData;
  const c = texts.columns;
  const member = { key: "member", title: c.member, render: (entry: Entry) => entry.member.name };
  const phone = { key: "phone", title: c.phone, render: (entry: Entry) => entry.member.phone };
  const company = {
    key: "company",
    title: c.company,
    // A VIP company's conversations come first in the queue (its plan's 专属客服): the mark says why.
    render: (entry: Entry) => (
      <>
        {entry.member.company || texts.noCompany}
        {entry.vip ? (
          <>
            {" "}
            <strong className={own.vip} title={texts.vipMarkLabel} data-testid="service-vip">
              {texts.vipMark}
            </strong>
          </>
        ) : null}
      </>
    ),
  };
  const platform = { key: "platform", title: c.platform, render: (entry: Entry) => entry.platform.name };
  // Who is asking, from where: the first columns of the waiting queue and of the agent's own.
  const asker = [member, phone, company, platform];
  const open = {
    key: "open",
    title: c.action,
    render: (entry: Entry) => (
      <Link to={`/service/${entry.id}`} aria-label={texts.openLabel(entry.member.name)}>
        {texts.open}
      </Link>
    ),
  };
  return (
    <main id="main" className={styles.main}>
      <ServiceLive cursor={cursor} />
      <h1>{texts.title}</h1>
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={actionData?.error} />
      <p className={styles.muted}>
        {texts.intro} {texts.live} <Link to="/service/replies">{texts.cannedManage}</Link>
      </p>
      <dl className={own.figures} aria-label={texts.title} data-testid="service-figures">
        <div className={own.figure}>
          <dt>{texts.figures.waiting}</dt>
          <dd data-testid="service-waiting">{shownTotal(desk.totals.queue, LIST_COUNT_CAP)}</dd>
        </div>
        <div className={desk.overdueCount > 0 ? `${own.figure} ${own.alertFigure}` : own.figure}>
          <dt>{texts.figures.longest}</dt>
          <dd data-testid="service-longest">{desk.totals.queue > 0 ? formatWait(desk.longestWaitSeconds) : "—"}</dd>
        </div>
        <div className={desk.overdueCount > 0 ? `${own.figure} ${own.alertFigure}` : own.figure}>
          <dt>{texts.figures.overdue}</dt>
          <dd>{shownTotal(desk.overdueCount, LIST_COUNT_CAP)}</dd>
        </div>
        <div className={own.figure}>
          <dt>{texts.figures.online}</dt>
          <dd>{desk.agents.filter((agent) => agent.online).length}</dd>
        </div>
        <div className={own.figure}>
          <dt>{texts.figures.hours}</dt>
          {desk.platforms.map((platform) => (
            <dd key={platform.name} data-testid="service-hours">
              {platform.name} {platform.serviceHours || "—"}
              <span className={styles.muted}>（{platform.inServiceHours ? texts.inHours : texts.outOfHours}）</span>
            </dd>
          ))}
        </div>
      </dl>

      <TitledTable
        title={texts.queue}
        rowKey={(entry) => String(entry.id)}
        data={desk.queue}
        emptyText={texts.emptyQueue}
        columns={[
          ...asker,
          { key: "firstWords", title: c.firstWords },
          {
            key: "waited",
            title: c.waited,
            render: (entry) =>
              entry.overdue ? (
                <strong className={own.overdue} data-testid="service-overdue">
                  {formatWait(entry.waitSeconds)}（{texts.overdueMark}）
                </strong>
              ) : (
                formatWait(entry.waitSeconds)
              ),
          },
          {
            key: "take",
            title: c.action,
            render: (entry) => (
              <form method="post" className={styles.inlineForm}>
                <input type="hidden" name="id" value={entry.id} />
                <Button type="submit" aria-label={texts.takeLabel(entry.member.name)}>
                  {texts.take}
                </Button>
                <Link to={`/service/${entry.id}`} aria-label={texts.openLabel(entry.member.name)}>
                  {texts.open}
                </Link>
              </form>
            ),
          },
        ]}
      />
      <ListPager pages={pages} list="queuePage" total={desk.totals.queue} pageSize={desk.pageSize} />

      <TitledTable
        title={texts.mine}
        rowKey={(entry) => String(entry.id)}
        data={desk.mine}
        emptyText={texts.emptyMine}
        columns={[...asker, { key: "lastMessage", title: c.last }, { key: "lastTime", title: c.started, render: (entry) => entry.startTime }, open]}
      />
      <ListPager pages={pages} list="minePage" total={desk.totals.mine} pageSize={desk.pageSize} />

      <TitledTable
        title={texts.others}
        rowKey={(entry) => String(entry.id)}
        data={desk.others}
        emptyText={texts.emptyOthers}
        columns={[member, phone, { key: "agent", title: c.agent }, { key: "lastMessage", title: c.last }, open]}
      />
      <ListPager pages={pages} list="othersPage" total={desk.totals.others} pageSize={desk.pageSize} />

      <TitledTable
        title={texts.closed}
        rowKey={(entry) => String(entry.id)}
        data={desk.closed}
        emptyText={texts.emptyClosed}
        columns={[member, phone, { key: "firstWords", title: c.firstWords }, { key: "agent", title: c.agent }, { key: "endTime", title: c.ended }, open]}
      />
    </main>
  );
}

/** The open lists' pages the address asks for (1 for anything that is not a page number). */
function deskPagesOf(params: URLSearchParams): DeskPages {
  const pageOf = (name: keyof DeskPages) => {
    const asked = Number(params.get(name) ?? "1");
    return Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  };
  return { queuePage: pageOf("queuePage"), minePage: pageOf("minePage"), othersPage: pageOf("othersPage") };
}

type DeskPages = { queuePage: number; minePage: number; othersPage: number };

/** The pager of one open list: the other lists keep their pages in the address. */
function ListPager({ pages, list, total, pageSize }: { pages: DeskPages; list: keyof DeskPages; total: number; pageSize: number }) {
  const count = Math.ceil(Math.min(total, LIST_COUNT_CAP) / pageSize);
  if (count <= 1 && pages[list] === 1) return null;
  const hrefOf = (page: number) => `/service?${new URLSearchParams(Object.entries({ ...pages, [list]: page }).map(([key, value]) => [key, String(value)]))}`;
  return <Pager page={pages[list]} pages={Math.max(count, 1)} total={shownTotal(total, LIST_COUNT_CAP)} hrefOf={hrefOf} />;
}
