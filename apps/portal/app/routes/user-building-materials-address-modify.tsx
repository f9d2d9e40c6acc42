import { clientCall } from "@cidp/api-client";
import { deliveryAddressCalls } from "@cidp/api-client/contract";
import { PHONE_INPUT_PATTERN } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, redirect, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { backOf, loadAddressBook, withAddress } from "../features/procurement/address-book.server.ts";
import { addressTexts as texts } from "../features/procurement/address-texts.ts";
import * as styles from "../features/procurement/procurement.css.ts";
import { SheetField, SheetInput } from "../features/procurement/sheet-field.tsx";
import { formBody } from "../lib/form-fields.server.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { regionChoicesFor } from "../lib/region-choices.server.ts";
import { RegionPicker } from "../lib/region-picker.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-building-materials-address-modify";

/** The address `?id=` to edit, or a new one with the region and detail the picker chose. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id")) || 0;
  const { addresses } = await loadAddressBook(context);
  const editing = id ? (addresses.find((a) => a.id === id) ?? null) : null;
  const regionCode = editing?.regionCode ?? url.searchParams.get("regionCode") ?? "";
  return {
    editing,
    regionCode,
    detail: editing?.detail ?? url.searchParams.get("detail") ?? "",
    regions: await regionChoicesFor(context, regionCode),
    back: backOf(url, "/user/building-materials/address"),
    first: addresses.length === 0,
  };
}

/** Saves the address and goes back (to the sheet form with it chosen, or to the book). */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const form = await request.formData();
  const id = Number(url.searchParams.get("id")) || undefined;
  const body = formBody(deliveryAddressCalls.save.body, form, {
    id,
    regionCode: form.get("regionCode")?.toString().trim(),
    isDefault: form.get("isDefault") === "on",
  });
  if (!body.ok) return { ok: false as const, msg: body.msg };
  let savedId = 0;
  const answer = await memberAction(context, async (client) => {
    const saved = await clientCall(deliveryAddressCalls.save)(client, body.data, { silent: true });
    savedId = saved.data.id;
    return saved;
  });
  if (answer.ok) throw redirect(withAddress(backOf(url, "/user/building-materials/address"), savedId));
  return answer;
}

/** 新增/编辑收货地址 (spec §2 building-materials/address-modify). */
export default function AddressModify({ loaderData, actionData }: Route.ComponentProps) {
  const { editing, regionCode, detail, regions, back, first } = loaderData;
  const busy = useNavigation().state === "submitting";
  const title = editing ? texts.modifyTitleEdit : texts.modifyTitleNew;
  return (
    <div className={page.inner} data-testid="address-modify">
      <h1>{title}</h1>
      <p>{texts.modifyDescription}</p>
      <ActionNotice answer={actionData} />
      <MayCall call={deliveryAddressCalls.save}>
        <Form method="post" aria-label={title}>
          <div className={styles.fieldGrid}>
            <SheetInput id="address-contact" label={texts.contactName} name="contactName" required maxLength={30} defaultValue={editing?.contactName} />
            <SheetField id="address-phone" label={texts.phone}>
              <input
                id="address-phone"
                name="phone"
                required
                inputMode="numeric"
                pattern={PHONE_INPUT_PATTERN}
                maxLength={11}
                className={styles.control}
                defaultValue={editing?.phone}
              />
            </SheetField>
          </div>
          <RegionPicker name="regionCode" value={regionCode} choices={regions} />
          <SheetInput id="address-detail" label={texts.detail} name="detail" required minLength={2} maxLength={120} defaultValue={detail} />
          <div className={styles.checkRow}>
            <label>
              <input type="checkbox" name="isDefault" defaultChecked={editing?.isDefault ?? first} /> {texts.isDefault}
            </label>
          </div>
          <div className={styles.checkRow}>
            <Button type="submit" disabled={busy}>
              {texts.save}
            </Button>
            <TextLink to={back}>{texts.back}</TextLink>
          </div>
        </Form>
      </MayCall>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.modifyTitleNew, description: texts.modifyDescription });
}
