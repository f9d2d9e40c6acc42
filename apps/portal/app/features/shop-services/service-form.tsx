import { shopServiceCalls } from "@cidp/api-client/contract";
import { SHOP_SERVICE_CATEGORIES, SHOP_SERVICE_CATEGORY_LABELS, SHOP_SERVICE_UNITS } from "@cidp/domain";
import { RichTextEditor } from "@cidp/ui";
import type { FormAnswer, OwnService } from "./member-shop-services.server.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import { type FieldControl, SubmissionField, type SubmissionFieldProps, SubmissionForm } from "./submission-form.tsx";

/** The fen of a saved service as the yuan the price box shows. */
const yuanOf = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, "");

const categoryOptions = SHOP_SERVICE_CATEGORIES.map((c) => [c, SHOP_SERVICE_CATEGORY_LABELS[c]] as const);
const unitOptions = SHOP_SERVICE_UNITS.map((u) => [u, u] as const);

type FieldSpec = Omit<SubmissionFieldProps, "error" | "defaultValue"> & {
  /** The field the save's refusal names (the price is checked in fen). */
  errorField?: string;
  /** The saved service's value, or the new service's. */
  value: (service: OwnService | null) => string | number;
};

/**
 * 服务内容 in the rich-text editor: a textarea holding the HTML until the field is first used, the
 * editor then, posting the HTML under the same name (the server sanitises it).
 */
const richContent = ({ defaultValue, "aria-describedby": describedBy, maxLength, ...control }: FieldControl) => (
  <RichTextEditor
    {...control}
    defaultValue={String(defaultValue)}
    aria-label={texts.content}
    {...(describedBy ? { "aria-describedby": describedBy } : {})}
    {...(maxLength ? { maxLength } : {})}
    toolbarLabel={texts.contentToolbar}
  />
);

/** The service's fields, in the order the form shows them. */
const fields: readonly FieldSpec[] = [
  { id: "svc-title", name: "title", label: texts.title, value: (s) => s?.title ?? "", maxLength: 60, required: true },
  { id: "svc-category", name: "category", label: texts.category, value: (s) => s?.category ?? "consulting", options: categoryOptions },
  {
    id: "svc-price",
    name: "price",
    errorField: "priceFen",
    label: texts.price,
    hint: texts.priceHint,
    value: (s) => (s ? yuanOf(s.priceFen) : ""),
    inputMode: "decimal",
    required: true,
  },
  { id: "svc-unit", name: "unit", label: texts.unit, value: (s) => s?.unit ?? "次", options: unitOptions },
  {
    id: "svc-days",
    name: "deliveryDays",
    label: texts.deliveryDays,
    hint: texts.deliveryHint,
    value: (s) => s?.deliveryDays ?? 7,
    type: "number",
    min: 1,
    max: 365,
    required: true,
  },
  {
    id: "svc-area",
    name: "serviceArea",
    label: texts.serviceArea,
    hint: texts.serviceAreaHint,
    value: (s) => s?.serviceArea ?? "",
    maxLength: 100,
    required: true,
  },
  { id: "svc-content", name: "content", label: texts.content, hint: texts.contentHint, value: (s) => s?.content ?? "", render: richContent, required: true },
  { id: "svc-after", name: "afterSales", label: texts.afterSales, value: (s) => s?.afterSales ?? "", multiline: true, maxLength: 500 },
];

/**
 * The service form: title, category, price and its unit, delivery days, area, content (rich text),
 * after-sales. 保存草稿 keeps it; 提交审核 sends it to the operator. Refusals show on their fields.
 */
export function ServiceForm({ service, answer }: { service: OwnService | null; answer: FormAnswer | undefined }) {
  return (
    <SubmissionForm
      call={shopServiceCalls.save}
      headingId="service-form-title"
      heading={service ? texts.editTitle : texts.addTitle}
      saved={service}
      answer={answer}
      backTo={paths.list}
      backText={texts.back}
    >
      {fields.map(({ errorField, value, ...field }) => (
        <SubmissionField key={field.id} {...field} error={answer?.fields?.[errorField ?? field.name]} defaultValue={value(service)} />
      ))}
    </SubmissionForm>
  );
}
