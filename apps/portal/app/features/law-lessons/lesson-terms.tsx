import type { CallResult, lessonCalls } from "@cidp/api-client/contract";
import { PurchaseTerms } from "../../lib/purchase-terms.tsx";
import { lessonTexts as texts } from "./law-lessons-texts.ts";

type Details = CallResult<typeof lessonCalls.detail>["data"]["details"];

/** What a buyer reads before paying for a lesson: who provides it, who it is for, what it includes, its terms and refund rules. */
export function LessonTerms({ details }: { details: Details }) {
  return (
    <PurchaseTerms
      idPrefix="lesson"
      labels={texts}
      details={details}
      contents={[
        { id: "lesson-audience", title: texts.audience, lines: details.audience },
        { id: "lesson-includes", title: texts.includes, lines: details.includes },
      ]}
    />
  );
}
