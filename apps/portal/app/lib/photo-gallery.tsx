import * as page from "./page.css.ts";

/** A listing's photos as 16:10 covers, their slots reserved (640×400) before they load; the layout is the feature's. */
export function PhotoGallery({ photos, className }: { photos: readonly { url: string; alt: string }[]; className: string }) {
  return (
    <div className={className}>
      {photos.map((photo) => (
        <img key={photo.url} src={photo.url} alt={photo.alt} width={640} height={400} className={page.cover} />
      ))}
    </div>
  );
}
