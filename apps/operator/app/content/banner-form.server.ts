import { type BannerFields, bannerFieldsSchema } from "@cidp/api-client/contract";
import { field, fieldErrorsOf } from "../lib/form.server.ts";
import type { BannerErrors, TypedBanner } from "./banner-fieldset.tsx";

/** A banner form's typed fields, checked by the contract (the picture's address filled in by the caller). */
export function readBannerForm(form: FormData, imgUrl: string) {
  const typed: TypedBanner = { position: field(form, "position"), title: field(form, "title"), linkUrl: field(form, "linkUrl"), sort: field(form, "sort") };
  const checked = bannerFieldsSchema.safeParse({ ...typed, imgUrl });
  const errors: BannerErrors = checked.success ? {} : fieldErrorsOf<keyof BannerFields>(checked.error.issues);
  if (errors.imgUrl) errors.picture = errors.imgUrl;
  return { typed, fields: checked.success ? checked.data : null, errors };
}
