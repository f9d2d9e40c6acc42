import { Form } from "react-router";
import { backOf, loadAddressBook } from "../features/procurement/address-book.server.ts";
import { AddressCardBody } from "../features/procurement/address-card.tsx";
import { addressTexts as texts } from "../features/procurement/address-texts.ts";
import * as styles from "../features/procurement/procurement.css.ts";
import { FormActions } from "../lib/form-actions.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-building-materials-address-card";

const SHEET_FORM = "/user/building-materials/addInquirySheet";

/** The book to pick from, where to go back to, and the address already chosen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const book = await loadAddressBook(context);
  const back = backOf(url, SHEET_FORM);
  const chosen = Number(url.searchParams.get("address")) || book.addresses.find((a) => a.isDefault)?.id || 0;
  return { ...book, back, chosen };
}

/**
 * 选择收货地址 (spec §2 building-materials/address-card): one card chosen with a radio, sent back to
 * the sheet form as `?address=` (a GET form: works before hydration), or a new one added.
 */
export default function AddressCards({ loaderData }: Route.ComponentProps) {
  const { addresses, failed, back, chosen } = loaderData;
  const target = new URL(back, "http://portal.invalid");
  return (
    <div className={page.inner} data-testid="address-card-picker">
      <TitleRow title={texts.cardTitle}>
        <TextLink to={`/user/building-materials/baiduaddress?back=${encodeURIComponent(back)}`}>{texts.add}</TextLink>
      </TitleRow>
      <p>{texts.cardDescription}</p>
      {failed && <p role="alert">{texts.loadFailed}</p>}
      {addresses.length === 0 && !failed ? (
        <p>{texts.empty}</p>
      ) : (
        <Form method="get" action={target.pathname}>
          {[...target.searchParams].map(([name, value]) => (name === "address" ? null : <input key={name} type="hidden" name={name} value={value} />))}
          <fieldset>
            <legend>{texts.cardTitle}</legend>
            <ul className={styles.cards}>
              {addresses.map((address) => (
                <li key={address.id}>
                  <label className={styles.card}>
                    <input type="radio" name="address" value={address.id} defaultChecked={address.id === chosen} required />
                    <AddressCardBody address={address} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <FormActions submitLabel={texts.choose} backTo={back} backLabel={texts.back} className={styles.checkRow} />
        </Form>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.cardTitle, description: texts.cardDescription });
}
