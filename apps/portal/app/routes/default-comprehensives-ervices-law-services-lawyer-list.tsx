import { clientCall } from "@cidp/api-client";
import { legalServiceCalls } from "@cidp/api-client/contract";
import { LAWYER_SPECIALTIES, lookAheadCap, shownTotal } from "@cidp/domain";
import { redirect } from "react-router";
import { lawPaths } from "../features/law-services/law-paths.ts";
import * as styles from "../features/law-services/law-services.css.ts";
import { type LawyerFilters, lawyerFilters, loadLawyer, loadLawyers } from "../features/law-services/law-services.server.ts";
import { lawTexts as texts } from "../features/law-services/law-services-texts.ts";
import { LawyerCard } from "../features/law-services/lawyer-card.tsx";
import { LawyerProfileView } from "../features/law-services/lawyer-profile.tsx";
import { refusalMessage } from "../lib/api/refusal-message.ts";
import { FilterForm } from "../lib/filter-form.tsx";
import { CityFilter, FilterSelect } from "../lib/filter-select.tsx";
import { filteredHref } from "../lib/filtered-href.ts";
import { idField } from "../lib/form-fields.server.ts";
import { LinkLine } from "../lib/link-line.tsx";
import * as page from "../lib/page.css.ts";
import { PagedResults } from "../lib/paged-results.tsx";
import { fillText, listPageMeta, pageMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-comprehensives-ervices-law-services-lawyer-list";

const PAGE_SIZE = 9;

/** `?id=` shows one lawyer's profile; otherwise the list for the filters in the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = lawyerFilters(url);
  if (url.searchParams.has("id")) {
    const id = Number(url.searchParams.get("id"));
    const lawyer = await loadLawyer(context, Number.isSafeInteger(id) && id > 0 ? id : 0);
    const loggedIn = portalRequest(context).member !== null;
    return { view: "profile" as const, lawyer, loginHref: loggedIn ? null : loginReturningHere(request), filters };
  }
  return { view: "list" as const, filters, ...(await loadLawyers(context, filters, PAGE_SIZE)) };
}

/** 咨询: opens the member's chat with the lawyer and goes to it; a visitor goes to log in first. */
export async function action({ request, context }: Route.ActionArgs) {
  const lawyerId = idField(await request.formData(), "lawyerId");
  const client = portalRequest(context).member;
  if (!client) return redirect(loginReturningHere(request), 303);
  try {
    const { data } = await clientCall(legalServiceCalls.consult)(client, { lawyerId: lawyerId ?? 0 }, { silent: true });
    return redirect(lawPaths.chat(data.chatId), 303);
  } catch (error) {
    return { ok: false as const, msg: refusalMessage(error, texts.consultFailed) };
  }
}

function ListFilters({ filters }: { filters: LawyerFilters }) {
  return (
    <FilterForm label={texts.filters} searchLabel={texts.search}>
      <FilterSelect
        id="f-specialty"
        name="specialty"
        label={texts.specialty}
        allLabel={texts.allSpecialties}
        value={filters.specialty}
        options={LAWYER_SPECIALTIES}
      />
      <CityFilter id="f-region" label={texts.region} allLabel={texts.allRegions} value={filters.regionCode} />
      {/* Narrowing a firm's list by specialty or city keeps to that firm. */}
      {filters.company > 0 && <input type="hidden" name="company" value={filters.company} />}
    </FilterForm>
  );
}

/**
 * 律师列表 (spec §2 law-services/lawyer/lawyer-list): lawyers by specialty and city (GB/T 2260),
 * paged, the filters in the address so it works without the page's script. `?id=` is a lawyer's
 * profile with 咨询.
 */
export default function LawyerList({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "profile") {
    return (
      <div className={page.inner}>
        <LawyerProfileView lawyer={loaderData.lawyer} loginHref={loaderData.loginHref} problem={actionData?.msg ?? null} />
      </div>
    );
  }
  const { filters, records, total } = loaderData;
  const firmName = filters.company > 0 ? records[0]?.firmName : undefined;
  return (
    <div className={page.inner} data-testid="lawyer-list">
      <h1>{firmName ? fillText(texts.firmLawyersTitle, { firm: firmName }) : texts.lawyerListTitle}</h1>
      <p>{texts.lawyerListIntro}</p>
      <ListFilters filters={filters} />
      <PagedResults
        found={fillText(texts.found, { n: shownTotal(total, lookAheadCap(filters.current, PAGE_SIZE)) })}
        list={loaderData}
        pageHref={(n) => filteredHref(lawPaths.lawyerList, { specialty: filters.specialty, regionCode: filters.regionCode, company: filters.company || "" }, n)}
        empty={<p data-testid="lawyer-list-empty">{texts.none}</p>}
        className={styles.grid}
      >
        {(lawyer) => <LawyerCard key={lawyer.id} lawyer={lawyer} />}
      </PagedResults>
      {filters.company > 0 && <LinkLine to={lawPaths.lawyerList}>{texts.allFirms}</LinkLine>}
      <LinkLine to={lawPaths.landing}>{texts.landingTitle}</LinkLine>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (data?.view === "profile") {
    return pageMeta(args, {
      title: fillText(texts.profileTitle, { name: data.lawyer.name }),
      description: `${data.lawyer.firmName}，${data.lawyer.specialties.join("、")}`,
    });
  }
  return listPageMeta(args, { title: texts.lawyerListTitle, description: texts.lawyerListIntro }, data?.filters.current);
}
