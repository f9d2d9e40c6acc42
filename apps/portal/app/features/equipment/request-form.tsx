import { Form, useNavigation } from "react-router";
import { LabelledField } from "../../lib/labelled-controls.tsx";
import * as page from "../../lib/page.css.ts";
import * as styles from "./equipment.css.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";

/**
 * 预订 (a rental: dates and a note) or 询价 (a sale or a demand: a message), posted to the detail
 * page's action. Dates start at today; the server checks them again against the calendar. Not in
 * MayCall: it stands on the public listing page, where the member center's permissions are not
 * loaded (a visitor's leads to the log-in), and the services check the keys.
 */
export function RequestForm({ rental, today }: { rental: boolean; today: string }) {
  const busy = useNavigation().state === "submitting";
  const heading = rental ? texts.book : texts.inquire;
  return (
    <section aria-labelledby="equipment-request">
      <h2 id="equipment-request">{heading}</h2>
      <Form method="post" className={page.panel} aria-labelledby="equipment-request" data-testid="equipment-request-form">
        {rental && (
          <div className={styles.formGrid}>
            <LabelledField id="request-start" label={texts.startDate}>
              <input id="request-start" name="startDate" type="date" min={today} required />
            </LabelledField>
            <LabelledField id="request-end" label={texts.endDate}>
              <input id="request-end" name="endDate" type="date" min={today} required />
            </LabelledField>
          </div>
        )}
        <LabelledField id="request-message" label={texts.message}>
          <textarea
            id="request-message"
            name="message"
            maxLength={500}
            required={!rental}
            className={styles.textarea}
            placeholder={rental ? texts.messagePlaceholder : texts.inquiryPlaceholder}
          />
        </LabelledField>
        <button type="submit" className={page.searchButton} disabled={busy}>
          {rental ? texts.sendBooking : texts.sendInquiry}
        </button>
      </Form>
    </section>
  );
}
