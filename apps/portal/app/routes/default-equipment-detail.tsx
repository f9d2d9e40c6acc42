import { clientCall } from "@cidp/api-client";
import { equipmentCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import { ContactButton } from "../features/chat/contact-button.tsx";
import { chinaToday, loadListing } from "../features/equipment/equipment-detail.server.ts";
import { equipmentTexts as texts } from "../features/equipment/equipment-texts.ts";
import { ListingDetailView } from "../features/equipment/listing-detail.tsx";
import { RequestForm } from "../features/equipment/request-form.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as page from "../lib/page.css.ts";
import { fillText, notFoundMeta, pageMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/default-equipment-detail";

/** The listing (`?id=`) on the market, server rendered; a visitor's 联系 and 预订 go through the login site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { listing, problem } = await loadListing(context, request);
  const body = { listing, problem, today: chinaToday(), loginHref: loginReturningHere(request) };
  return problem ? data(body, { status: problem.status }) : body;
}

/** Sends the member's booking (dates) or inquiry for the business they act for. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const listingId = Number(new URL(request.url).searchParams.get("id"));
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  return memberAction(context, (client) =>
    clientCall(equipmentCalls.request)(
      client,
      {
        listingId,
        ...(text("startDate") ? { startDate: text("startDate") } : {}),
        ...(text("endDate") ? { endDate: text("endDate") } : {}),
        message: text("message") ?? "",
      },
      { silent: true },
    ).then(() => ({ msg: texts.sent })),
  );
}

/** 设备详情 (designed public page): photos, specs, price, the owner company, the calendar; 联系 and 预订/询价. */
export default function EquipmentDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, problem, today, loginHref } = loaderData;
  const { session } = useRootData();
  if (!listing) {
    return (
      <div className={page.inner}>
        <h1>{texts.notFound}</h1>
        <p role="alert">{problem?.message}</p>
      </div>
    );
  }
  return (
    <ListingDetailView
      listing={listing}
      today={today}
      contact={<ContactButton businessId={listing.ownerBusinessId} loginHref={loginHref} hasContact={listing.ownerHasContact} className={page.actionLink} />}
      request={
        <>
          <ActionNotice answer={actionData} />
          {session.loggedIn ? (
            <RequestForm rental={listing.trade === "rent"} today={today} />
          ) : (
            <p>
              {texts.loginToBook} <a href={loginHref}>{texts.login}</a>
            </p>
          )}
        </>
      }
    />
  );
}

export function meta(args: Route.MetaArgs) {
  const listing = args.loaderData?.listing;
  if (!listing) {
    return notFoundMeta(args, { title: texts.notFound, description: texts.marketDescription });
  }
  const description = fillText(texts.detailDescription, {
    title: listing.title,
    category: listing.categoryName,
    brand: listing.brand,
    model: listing.model,
    year: listing.year,
    region: listing.regionName,
    price: listing.priceLabel,
  });
  return pageMeta(args, { title: listing.title, description });
}
