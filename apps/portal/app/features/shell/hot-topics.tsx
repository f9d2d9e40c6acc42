import { HOT_TEXT_INTERVAL_MS } from "@cidp/domain";
import { contentWidth } from "@cidp/ui";
import { useEffect, useState } from "react";
import { useRootData } from "../site/use-root-data.ts";
import * as styles from "./site-header.css.ts";

/** Hot topics rotating upwards every 3 s (spec §2); each entry links to its dictKey. */
export function HotTopics() {
  const { hotTopics } = useRootData();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (hotTopics.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % hotTopics.length), HOT_TEXT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hotTopics.length]);
  const topic = hotTopics[index];
  if (!topic) return null;
  return (
    <div className={`${contentWidth} ${styles.hotTopics}`} data-testid="hot-topics" aria-live="off">
      {topic.link ? <a href={topic.link}>{topic.text}</a> : <span>{topic.text}</span>}
    </div>
  );
}
