import { BANNER_POSITIONS, type BannerFields } from "@cidp/api-client/contract";
import { FormField, Input } from "@cidp/ui";
import { LabelledOptions, NativeSelect } from "../lib/native-select.tsx";
import * as contentStyles from "./content.css.ts";

/** A banner form's fields as typed (the picture is a file, apart). */
export type TypedBanner = Record<"position" | "title" | "linkUrl" | "sort", string>;
/** Each field's message, the chosen picture's included. */
export type BannerErrors = Partial<Record<keyof BannerFields | "picture", string>>;

/** The fields of a banner (add and edit share them). */
export function BannerFieldset({ values, errors, pictureRequired }: { values: TypedBanner; errors: BannerErrors; pictureRequired: boolean }) {
  return (
    <div className={contentStyles.twoColumns}>
      <FormField label="位置" required error={errors.position}>
        <NativeSelect name="position" defaultValue={values.position || "100"}>
          <LabelledOptions labels={BANNER_POSITIONS} />
        </NativeSelect>
      </FormField>
      <FormField label="标题" required hint="也是图片的替代文字，读屏软件会读出" error={errors.title}>
        <Input name="title" defaultValue={values.title} maxLength={50} />
      </FormField>
      <FormField label="链接地址" hint="站内页面以 / 开头，如 /default/news/news-list；站外以 https:// 开头；可不填" error={errors.linkUrl}>
        <Input name="linkUrl" defaultValue={values.linkUrl} maxLength={300} />
      </FormField>
      <FormField label="排序" hint="0–999，小的在前" error={errors.sort}>
        <Input name="sort" type="number" inputMode="numeric" defaultValue={values.sort || "0"} min={0} max={999} />
      </FormField>
      <FormField
        label={pictureRequired ? "图片" : "更换图片"}
        required={pictureRequired}
        hint="JPG、PNG或WEBP，不超过3MB，建议 1920×480"
        error={errors.picture}
      >
        <Input name="picture" type="file" accept="image/png,image/jpeg,image/webp" />
      </FormField>
    </div>
  );
}
