import { Form } from "react-router";
import { backOf } from "../features/procurement/address-book.server.ts";
import { addressTexts as texts } from "../features/procurement/address-texts.ts";
import * as styles from "../features/procurement/procurement.css.ts";
import { SheetField } from "../features/procurement/sheet-field.tsx";
import { FormActions } from "../lib/form-actions.tsx";
import * as page from "../lib/page.css.ts";
import { regionChoicesFor } from "../lib/region-choices.server.ts";
import { RegionPicker } from "../lib/region-picker.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-building-materials-baiduaddress";

/** The provinces (and, coming back with a code, its cities and districts) from the server's GB/T 2260 data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  memberClientOrLogin(context);
  const url = new URL(request.url);
  const regionCode = url.searchParams.get("regionCode") ?? "";
  return {
    regions: await regionChoicesFor(context, regionCode),
    regionCode,
    detail: url.searchParams.get("detail") ?? "",
    back: backOf(url, "/user/building-materials/address"),
  };
}

/**
 * 选择地址 (spec §2 building-materials/baiduaddress): 省 / 市 / 区县 as a cascader plus the detail,
 * carried on to the address form. No map: a map provider would need a key, and the address is
 * complete without one.
 */
export default function AddressPicker({ loaderData }: Route.ComponentProps) {
  const { regions, regionCode, detail, back } = loaderData;
  return (
    <div className={page.inner} data-testid="address-picker">
      <h1>{texts.pickerTitle}</h1>
      <p>{texts.pickerDescription}</p>
      <Form method="get" action="/user/building-materials/address-modify" aria-label={texts.pickerTitle}>
        <input type="hidden" name="back" value={back} />
        <RegionPicker name="regionCode" value={regionCode} choices={regions} />
        <SheetField id="picker-detail" label={texts.detail}>
          <input
            id="picker-detail"
            name="detail"
            required
            minLength={2}
            maxLength={120}
            className={styles.control}
            defaultValue={detail}
            aria-describedby="picker-detail-hint"
          />
          <span id="picker-detail-hint">{texts.detailHint}</span>
        </SheetField>
        <FormActions submitLabel={texts.next} backTo={back} backLabel={texts.back} className={styles.checkRow} />
      </Form>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.pickerTitle, description: texts.pickerDescription });
}
