import { HOT_TEXT_INTERVAL_MS } from "@cidp/domain";
import { bannerSearchWidth, VerticalCarousel } from "@cidp/ui";
import { useElderMode } from "../../lib/elder-mode/elder-mode-context.tsx";
import { useRootData } from "../../lib/site/use-root-data.ts";
import * as styles from "./site-header.css.ts";

/** Hot topics rotating upwards every 3 s (spec §2); each entry links to its dictKey. */
export function HotTopics() {
  const { hotTopics } = useRootData();
  // In elder mode the topics stand still, already in the server's markup.
  const elder = useElderMode().on;
  if (hotTopics.length === 0) return null;
  return (
    <div className={`${bannerSearchWidth} ${styles.hotTopics}`} data-testid="hot-topics">
      <VerticalCarousel
        interval={HOT_TEXT_INTERVAL_MS}
        still={elder}
        items={hotTopics.map((topic, index) => ({
          key: `${index}-${topic.text}`,
          content: topic.link ? <a href={topic.link}>{topic.text}</a> : <span>{topic.text}</span>,
        }))}
      />
    </div>
  );
}
