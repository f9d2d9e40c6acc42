import { clientCall } from "@cidp/api-client";
import { type CallResult, LAW_LESSON_CATEGORIES, lessonCalls } from "@cidp/api-client/contract";
import { idOrNotFound, orNotFound } from "../../lib/not-found.server.ts";
import { orderAndPay } from "../../lib/order-and-pay.server.ts";
import { loginReturningHere } from "../../lib/session/login-site.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { lessonTexts } from "./law-lessons-texts.ts";

export type LessonDetail = CallResult<typeof lessonCalls.detail>["data"];
type Category = (typeof LAW_LESSON_CATEGORIES)[number];

/** Lessons per page of the catalogue. */
const PAGE_SIZE = 9;

/** The catalogue's filters as the address gives them; unknown values are dropped, not refused. */
export function listFilters(url: URL) {
  const category = url.searchParams.get("category") ?? "";
  const price = url.searchParams.get("price") ?? "";
  const current = Number(url.searchParams.get("current") ?? 1);
  return {
    category: (LAW_LESSON_CATEGORIES as readonly string[]).includes(category) ? (category as Category) : null,
    price: price === "free" || price === "paid" ? (price as "free" | "paid") : null,
    keyword: (url.searchParams.get("keyword") ?? "").trim().slice(0, 50),
    current: Number.isSafeInteger(current) && current >= 1 && current <= 1000 ? current : 1,
  };
}

export type ListFilters = ReturnType<typeof listFilters>;

/** A page of the catalogue, or null when the services cannot say. */
export async function loadLessonPage(context: RequestContext, filters: ListFilters) {
  try {
    const answer = await clientCall(lessonCalls.list)(
      portalRequest(context).visitor,
      {
        current: filters.current,
        size: PAGE_SIZE,
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.price ? { price: filters.price } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
      { silent: true },
    );
    return answer.data;
  } catch {
    return null;
  }
}

/** The lesson of `?id=`, and for a member whether their business bought it and where they stopped. */
export async function loadLesson(request: Request, context: RequestContext) {
  const id = idOrNotFound(new URL(request.url), lessonTexts.lessonMissing);
  const lesson: LessonDetail = await orNotFound(
    lessonTexts.lessonMissing,
    async () => (await clientCall(lessonCalls.detail)(portalRequest(context).visitor, { id }, { silent: true })).data,
  );
  const client = portalRequest(context).member;
  const mine = client
    ? await clientCall(lessonCalls.mine)(client, { id }, { silent: true }).then(
        (answer) => answer.data,
        () => null,
      )
    : null;
  const paid = lesson.priceFen > 0;
  return {
    lesson,
    /** Every chapter may be watched: a free lesson, or one the business bought. */
    owned: !paid || Boolean(mine?.bought),
    bought: Boolean(mine?.bought),
    positions: mine?.positions ?? [],
    loginUrl: client ? null : loginReturningHere(request),
  };
}

/** 购买: orders the lesson (its price is the server's) and goes on to the payment page. */
export async function buyLesson(request: Request, context: RequestContext) {
  return orderAndPay(context, "lesson", Number(new URL(request.url).searchParams.get("id")));
}
