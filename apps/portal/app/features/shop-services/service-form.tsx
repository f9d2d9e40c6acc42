import { SHOP_SERVICE_CATEGORIES, SHOP_SERVICE_CATEGORY_LABELS, SHOP_SERVICE_UNITS } from "@cidp/domain";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import * as page from "../../lib/page.css.ts";
import type { FormAnswer, OwnService } from "./member-shop-services.server.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";
import * as styles from "./shop-services.css.ts";
import { SubmissionForm } from "./submission-form.tsx";

/** The fen of a saved service as the yuan the price box shows. */
const yuanOf = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, "");

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
      <FormField id="svc-title" label={texts.title} error={error("title")} className={page.field}>
        <input
          id="svc-title"
          name="title"
          defaultValue={service?.title ?? ""}
          maxLength={60}
          required
          aria-describedby={describedBy("svc-title", error("title"))}
        />
      </FormField>
      <FormField id="svc-category" label={texts.category} error={error("category")} className={page.field}>
        <select
          id="svc-category"
          name="category"
          defaultValue={service?.category ?? "consulting"}
          aria-describedby={describedBy("svc-category", error("category"))}
        >
          {SHOP_SERVICE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {SHOP_SERVICE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="svc-price" label={texts.price} error={error("priceFen")} hint={texts.priceHint} className={page.field}>
        <input
          id="svc-price"
          name="price"
          inputMode="decimal"
          defaultValue={service ? yuanOf(service.priceFen) : ""}
          required
          aria-describedby={describedBy("svc-price", error("priceFen"), true)}
        />
      </FormField>
      <FormField id="svc-unit" label={texts.unit} error={error("unit")} className={page.field}>
        <select id="svc-unit" name="unit" defaultValue={service?.unit ?? "次"} aria-describedby={describedBy("svc-unit", error("unit"))}>
          {SHOP_SERVICE_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="svc-days" label={texts.deliveryDays} error={error("deliveryDays")} hint={texts.deliveryHint} className={page.field}>
        <input
          id="svc-days"
          name="deliveryDays"
          type="number"
          min={1}
          max={365}
          defaultValue={service?.deliveryDays ?? 7}
          required
          aria-describedby={describedBy("svc-days", error("deliveryDays"), true)}
        />
      </FormField>
      <FormField id="svc-area" label={texts.serviceArea} error={error("serviceArea")} hint={texts.serviceAreaHint} className={page.field}>
        <input
          id="svc-area"
          name="serviceArea"
          defaultValue={service?.serviceArea ?? ""}
          maxLength={100}
          required
          aria-describedby={describedBy("svc-area", error("serviceArea"), true)}
        />
      </FormField>
      <FormField id="svc-content" label={texts.content} error={error("content")} hint={texts.contentHint} className={styles.wideField}>
        <textarea
          id="svc-content"
          name="content"
          className={styles.textarea}
          defaultValue={service?.content ?? ""}
          required
          aria-describedby={describedBy("svc-content", error("content"), true)}
        />
      </FormField>
      <FormField id="svc-after" label={texts.afterSales} error={error("afterSales")} className={styles.wideField}>
        <textarea
          id="svc-after"
          name="afterSales"
          className={styles.textarea}
          defaultValue={service?.afterSales ?? ""}
          maxLength={500}
          aria-describedby={describedBy("svc-after", error("afterSales"))}
        />
      </FormField>
    </SubmissionForm>
  );
}
