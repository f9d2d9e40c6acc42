import { type BannerFields, bannerFieldsSchema } from "@cidp/api-client/contract";
import { field } from "../lib/form.server.ts";
import type { BannerErrors, TypedBanner } from "./banner-fieldset.tsx";

/** A banner form's typed fields, checked by the contract (the picture's address filled in by the caller). */
export function readBannerForm(form: FormData, imgUrl: string) {
  const typed: TypedBanner = { position: field(form, "position"), title: field(form, "title"), linkUrl: field(form, "linkUrl"), sort: field(form, "sort") };
  const checked = bannerFieldsSchema.safeParse({ ...typed, imgUrl });
  const errors: BannerErrors = {};
  if (!checked.success) for (const issue of checked.error.issues) errors[issue.path[0] as keyof BannerFields] ??= issue.message;
  if (errors.imgUrl) errors.picture = errors.imgUrl;
  return { typed, fields: checked.success ? checked.data : null, errors };
}
