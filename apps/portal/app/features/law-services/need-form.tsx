import { SERVICE_NEED_CATEGORIES, SERVICE_NEED_LIMITS, type ServiceNeedField, type ServiceNeedInput } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { JilinCityOptions } from "../../lib/city-options.tsx";
import { describedBy, FormField } from "../../lib/form-field.tsx";
import { CaptchaField } from "./captcha-field.tsx";
import * as styles from "./law-services.css.ts";
import { lawTexts as texts } from "./law-services-texts.ts";

/** What the need form's action answers when it refuses: the message per field and what was typed. */
export interface NeedFormRefusal {
  ok: false;
  errors: Partial<Record<ServiceNeedField | "proof", string>>;
  /** A refusal of the services that belongs to no field. */
  msg: string;
  values: Partial<ServiceNeedInput>;
}

/**
 * 发布服务需求: every field labelled, its rule's message beside it after a refusal, the typed values
 * kept. A plain form posting to the route's action (the captcha needs the page's script).
 */
export function NeedForm({ refusal, category }: { refusal: NeedFormRefusal | null; category: string }) {
  const busy = useNavigation().state === "submitting";
  const errors = refusal?.errors ?? {};
  const values = refusal?.values ?? {};
  const invalid = (field: ServiceNeedField) => (errors[field] ? true : undefined);
  return (
    <Form method="post" className={styles.form} noValidate aria-label={texts.needTitle}>
      {refusal && (
        <p role="alert" className={styles.alert} data-testid="need-refused">
          {refusal.msg || texts.fixErrors}
        </p>
      )}
      <FormField className={styles.field} id="need-title" label={texts.fieldTitle} error={errors.title}>
        <input
          id="need-title"
          name="title"
          className={styles.control}
          defaultValue={values.title ?? ""}
          maxLength={SERVICE_NEED_LIMITS.titleMax}
          required
          aria-invalid={invalid("title")}
          aria-describedby={describedBy("need-title", errors.title)}
        />
      </FormField>
      <FormField className={styles.field} id="need-category" label={texts.fieldCategory} error={errors.category}>
        <select
          id="need-category"
          name="category"
          className={styles.control}
          defaultValue={values.category ?? category}
          required
          aria-invalid={invalid("category")}
          aria-describedby={describedBy("need-category", errors.category)}
        >
          <option value="">{texts.chooseCategory}</option>
          {SERVICE_NEED_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FormField>
      <FormField className={styles.field} id="need-description" label={texts.fieldDescription} error={errors.description} hint={texts.descriptionHint}>
        <textarea
          id="need-description"
          name="description"
          className={styles.textarea}
          defaultValue={values.description ?? ""}
          maxLength={SERVICE_NEED_LIMITS.descriptionMax}
          required
          aria-invalid={invalid("description")}
          aria-describedby={describedBy("need-description", errors.description, true)}
        />
      </FormField>
      <FormField className={styles.field} id="need-region" label={texts.fieldRegion} error={errors.regionCode}>
        <select
          id="need-region"
          name="regionCode"
          className={styles.control}
          defaultValue={values.regionCode ?? ""}
          required
          aria-invalid={invalid("regionCode")}
          aria-describedby={describedBy("need-region", errors.regionCode)}
        >
          <JilinCityOptions placeholder={texts.chooseRegion} />
        </select>
      </FormField>
      <FormField className={styles.field} id="need-budget" label={texts.fieldBudget} error={errors.budgetYuan} hint={texts.budgetHint}>
        <input
          id="need-budget"
          name="budgetYuan"
          inputMode="numeric"
          className={styles.control}
          defaultValue={values.budgetYuan ?? ""}
          maxLength={9}
          aria-invalid={invalid("budgetYuan")}
          aria-describedby={describedBy("need-budget", errors.budgetYuan, true)}
        />
      </FormField>
      <FormField className={styles.field} id="need-contact" label={texts.fieldContact} error={errors.contactName}>
        <input
          id="need-contact"
          name="contactName"
          autoComplete="name"
          className={styles.control}
          defaultValue={values.contactName ?? ""}
          maxLength={SERVICE_NEED_LIMITS.contactMax}
          required
          aria-invalid={invalid("contactName")}
          aria-describedby={describedBy("need-contact", errors.contactName)}
        />
      </FormField>
      <FormField className={styles.field} id="need-phone" label={texts.fieldPhone} error={errors.phone}>
        <input
          id="need-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          className={styles.control}
          defaultValue={values.phone ?? ""}
          maxLength={11}
          required
          aria-invalid={invalid("phone")}
          aria-describedby={describedBy("need-phone", errors.phone)}
        />
      </FormField>
      <CaptchaField id="need-captcha" error={errors.proof} />
      <div>
        <Button type="submit" disabled={busy} data-testid="need-submit">
          {busy ? texts.submitting : texts.submit}
        </Button>
      </div>
    </Form>
  );
}
