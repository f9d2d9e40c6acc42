import { Carousel } from "@cidp/ui";
import { ResponsivePicture } from "../../lib/media/responsive-picture.tsx";
import type { HomeBanner } from "./home-banners.server.ts";
import * as styles from "./home-hero.css.ts";
import { homeTexts } from "./home-texts.ts";

/**
 * The home banners as a carousel. The first picture is the page's largest paint: loaded eagerly,
 * first and preloaded; the others wait until the visitor is near them (lazy). Pictures are
 * decorative (alt=""): each slide's caption names it and its link.
 */
export function HomeHero({ banners }: { banners: readonly HomeBanner[] }) {
  if (banners.length === 0) return null;
  const slides = banners.map((banner, i) => {
    const body = (
      <>
        <ResponsivePicture src={banner.imgUrl} alt="" sizes="100vw" loading={i === 0 ? "priority" : "lazy"} className={styles.picture} />
        <span className={styles.caption}>{banner.title}</span>
      </>
    );
    return {
      key: banner.key,
      label: banner.title,
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
