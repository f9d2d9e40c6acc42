import { formatFen } from "@cidp/domain";
import { Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { FileLinks } from "./tender-files.tsx";
import { tenderMemberTexts as texts } from "./tender-member-texts.ts";

/** What the bid page needs of the bid as the bidder submitted it. */
interface SubmittedBidProps {
  sections: readonly { name: string }[];
  bid: { lines: readonly { section: number; priceFen: number }[]; durationDays: number; remark: string } | null;
  technicalFiles: Parameters<typeof FileLinks>[0]["files"];
}

/**
 * 我的投标 when the bid can no longer change: each section's price, the 工期 and the remark as
 * submitted, read-only (the form would only be refused), or that none was submitted.
 */
export function SubmittedBid({ sections, bid, technicalFiles }: SubmittedBidProps) {
  if (!bid) return <p data-testid="submitted-bid">{texts.noBid}</p>;
  return (
    <section className={page.panel} aria-labelledby="submitted-bid" data-testid="submitted-bid">
      <h2 id="submitted-bid">{texts.myBid}</h2>
      <dl className={page.facts}>
        {sections.map((section, i) => {
          const line = bid.lines.find((l) => l.section === i + 1);
          return (
            <Fact key={section.name} term={`${section.name} ${texts.priceLabel}`}>
              {line ? formatFen(line.priceFen) : "—"}
            </Fact>
          );
        })}
        <Fact term={texts.duration}>{texts.durationValue.replace("{n}", String(bid.durationDays))}</Fact>
        {bid.remark && <Fact term={texts.remark}>{bid.remark}</Fact>}
      </dl>
      {technicalFiles.length > 0 && <FileLinks files={technicalFiles} testId="technical-files" />}
    </section>
  );
}
