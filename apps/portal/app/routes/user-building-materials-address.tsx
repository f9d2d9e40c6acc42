import { clientCall } from "@cidp/api-client";
import { deliveryAddressCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadAddressBook } from "../features/procurement/address-book.server.ts";
import { AddressCardBody } from "../features/procurement/address-card.tsx";
import { addressTexts as texts } from "../features/procurement/address-texts.ts";
import * as styles from "../features/procurement/procurement.css.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberRowAction } from "../lib/session/member-action.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-building-materials-address";

const SELF = "/user/building-materials/address";

/** The book, and the address `?remove=` asks to be confirmed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const book = await loadAddressBook(context);
  const removing = Number(new URL(request.url).searchParams.get("remove")) || 0;
  return { ...book, removing: book.addresses.find((a) => a.id === removing) ?? null };
}

/** 设为默认 or 确认删除 (plain POST forms, before hydration too). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const call = form.get("intent") === "remove" ? deliveryAddressCalls.remove : deliveryAddressCalls.setDefault;
  return memberRowAction(context, form, "收货地址不存在", (client, id) => clientCall(call)(client, { id }, { silent: true }));
}

/** 收货地址 (spec §2 building-materials/address): the business's delivery addresses. */
export default function AddressBook({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, failed, removing } = loaderData;
  return (
    <div className={page.inner} data-testid="address-book">
      <TitleRow title={texts.bookTitle}>
        <TextLink to={`/user/building-materials/baiduaddress?back=${encodeURIComponent(SELF)}`}>{texts.add}</TextLink>
      </TitleRow>
      <p>{texts.bookDescription}</p>
      <ActionNotice answer={actionData} />
      {failed && <p role="alert">{texts.loadFailed}</p>}
      {removing && !actionData && (
        <section role="alertdialog" aria-labelledby="remove-question" className={styles.sealedNote}>
          <p id="remove-question">{texts.confirmRemove(`${removing.regionName.replaceAll(" ", "")}${removing.detail}`)}</p>
          <MayCall call={deliveryAddressCalls.remove}>
            <Form method="post" action={SELF} className={styles.checkRow}>
              <input type="hidden" name="id" value={removing.id} />
              <Button type="submit" name="intent" value="remove">
                {texts.confirm}
              </Button>
              <TextLink to={SELF}>{texts.cancel}</TextLink>
            </Form>
          </MayCall>
        </section>
      )}
      {addresses.length === 0 && !failed ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className={styles.cards} aria-label={texts.bookTitle}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.card} data-testid="address-card">
              <AddressCardBody address={address} />
              <div className={styles.checkRow}>
                <TextLink to={`/user/building-materials/address-modify?id=${address.id}&back=${encodeURIComponent(SELF)}`}>{texts.edit}</TextLink>
                {!address.isDefault && (
                  <MayCall call={deliveryAddressCalls.setDefault}>
                    <Form method="post" action={SELF}>
                      <input type="hidden" name="id" value={address.id} />
                      <Button type="submit" name="intent" value="default" variant="ghost">
                        {texts.setDefault}
                      </Button>
                    </Form>
                  </MayCall>
                )}
                <TextLink to={`${SELF}?remove=${address.id}`}>{texts.remove}</TextLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.bookTitle, description: texts.bookDescription });
}
