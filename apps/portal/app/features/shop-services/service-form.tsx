import { SHOP_SERVICE_CATEGORIES, SHOP_SERVICE_CATEGORY_LABELS, SHOP_SERVICE_UNITS } from "@cidp/domain";
import type { FormAnswer, OwnService } from "./member-shop-services.server.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import { SubmissionField, SubmissionForm } from "./submission-form.tsx";

/** The fen of a saved service as the yuan the price box shows. */
const yuanOf = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, "");

const categoryOptions = SHOP_SERVICE_CATEGORIES.map((c) => [c, SHOP_SERVICE_CATEGORY_LABELS[c]] as const);
const unitOptions = SHOP_SERVICE_UNITS.map((u) => [u, u] as const);

/**
 * The service form: title, category, price and its unit, delivery days, area, content (rich text),
 * after-sales. 保存草稿 keeps it; 提交审核 sends it to the operator. Refusals show on their fields.
 */
export function ServiceForm({ service, answer }: { service: OwnService | null; answer: FormAnswer | undefined }) {
  const error = (field: string) => answer?.fields?.[field];
  return (
    <SubmissionForm
      headingId="service-form-title"
      heading={service ? texts.editTitle : texts.addTitle}
      saved={service}
      answer={answer}
      backTo={paths.list}
      backText={texts.back}
    >
      <SubmissionField id="svc-title" name="title" label={texts.title} error={error("title")} defaultValue={service?.title ?? ""} maxLength={60} required />
      <SubmissionField
        id="svc-category"
        name="category"
        label={texts.category}
        error={error("category")}
        defaultValue={service?.category ?? "consulting"}
        options={categoryOptions}
      />
      <SubmissionField
        id="svc-price"
        name="price"
        label={texts.price}
        error={error("priceFen")}
        hint={texts.priceHint}
        defaultValue={service ? yuanOf(service.priceFen) : ""}
        inputMode="decimal"
        required
      />
      <SubmissionField id="svc-unit" name="unit" label={texts.unit} error={error("unit")} defaultValue={service?.unit ?? "次"} options={unitOptions} />
      <SubmissionField
        id="svc-days"
        name="deliveryDays"
        label={texts.deliveryDays}
        error={error("deliveryDays")}
        hint={texts.deliveryHint}
        defaultValue={service?.deliveryDays ?? 7}
        type="number"
        min={1}
        max={365}
        required
      />
      <SubmissionField
        id="svc-area"
        name="serviceArea"
        label={texts.serviceArea}
        error={error("serviceArea")}
        hint={texts.serviceAreaHint}
        defaultValue={service?.serviceArea ?? ""}
        maxLength={100}
        required
      />
      <SubmissionField
        id="svc-content"
        name="content"
        label={texts.content}
        error={error("content")}
        hint={texts.contentHint}
        defaultValue={service?.content ?? ""}
        multiline
        required
      />
      <SubmissionField
        id="svc-after"
        name="afterSales"
        label={texts.afterSales}
        error={error("afterSales")}
        defaultValue={service?.afterSales ?? ""}
        multiline
        maxLength={500}
      />
    </SubmissionForm>
  );
}
