import { HOT_TEXT_INTERVAL_MS } from "@cidp/domain";
import { bannerSearchWidth, VerticalCarousel } from "@cidp/ui";
import { useRootData } from "../../lib/site/use-root-data.ts";
import * as styles from "./site-header.css.ts";

/** Hot topics rotating upwards every 3 s (spec §2); each entry links to its dictKey. */
export function HotTopics() {
  const { hotTopics } = useRootData();
  if (hotTopics.length === 0) return null;
  return (
    <div className={`${bannerSearchWidth} ${styles.hotTopics}`} data-testid="hot-topics">
      <VerticalCarousel
        interval={HOT_TEXT_INTERVAL_MS}
        items={hotTopics.map((topic, index) => ({
          key: `${index}-${topic.text}`,
          content: topic.link ? <a href={topic.link}>{topic.text}</a> : <span>{topic.text}</span>,
        }))}
      />
    </div>
  );
}
