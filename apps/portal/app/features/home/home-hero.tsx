import { Carousel } from "@cidp/ui";
import { ResponsivePicture } from "../../lib/media/responsive-picture.tsx";
import { useRootData } from "../../lib/site/use-root-data.ts";
import type { HomeBanner } from "./home-banners.server.ts";
import * as styles from "./home-hero.css.ts";
import { homeTexts } from "./home-texts.ts";
import { platformCaption } from "./platform-caption.ts";

/**
 * The home banners as a carousel. The first picture is the page's largest paint: loaded eagerly,
 * first and preloaded; the others wait until the visitor is near them (lazy). Pictures are
 * decorative (alt=""): each slide's caption names it and its link.
 */
export function HomeHero({ banners }: { banners: readonly HomeBanner[] }) {
  const { branding } = useRootData();
  if (banners.length === 0) return null;
  const slides = banners.map((banner, i) => {
    const caption = platformCaption(banner.title, branding.baseTitle);
    const body = (
      <>
        <ResponsivePicture src={banner.imgUrl} alt="" sizes="100vw" loading={i === 0 ? "priority" : "lazy"} className={styles.picture} />
        <span className={styles.caption}>{caption}</span>
      </>
    );
    return {
      key: banner.key,
      label: caption,
      content: banner.href ? (
        <a href={banner.href} className={styles.slideLink}>
          {body}
        </a>
      ) : (
        <div className={styles.slideLink}>{body}</div>
      ),
    };
  });
  return <Carousel slides={slides} height={styles.heroHeight} aria-label={homeTexts.bannerLabel} />;
}
