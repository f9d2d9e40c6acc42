import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** The cookie by which the login site knows a browser has logged in to a phone before. */
export const KNOWN_DEVICE_COOKIE = "cidp_known_device";
/** How long a browser stays known after its last log-in to a phone. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 90 * 86_400;
/** The most phones one browser is known for (a family's or an office's computer). */
const MOST_PHONES = 4;

interface Mark {
  expires: number;
  tag: string;
}

/**
 * Known browsers: after a log-in, the browser gets a mark per phone (an expiry and an HMAC of the
 * phone with it; the phone itself is not in the cookie). A browser showing a valid mark for the
 * phone it asks a code for is its owner's own, and the SMS limits and the SMS alternative's budget
 * count its requests apart from everybody else's: strangers who spend the phone's budget from
 * anywhere never keep the owner's own browser from a code. Marks cannot be made without the
 * platform's secret, and a mark of one phone says nothing about another.
 */
export function createKnownDevices(secret: Uint8Array, now: () => Date = () => new Date()) {
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "cidp known device", 32));
  const tagOf = (phone: string, expires: number) => createHmac("sha256", key).update(`${phone}\n${expires}`).digest("base64url").slice(0, 32);
  const seconds = () => Math.floor(now().getTime() / 1000);

  function marksOf(cookie: string | undefined): Mark[] {
    if (!cookie || cookie.length > 400) return [];
    return cookie
      .split("~")
      .slice(0, MOST_PHONES)
      .flatMap((part) => {
        const [expires, tag] = part.split(".");
        return expires && tag && /^\d{1,12}$/.test(expires) && /^[\w-]{32}$/.test(tag) ? [{ expires: Number(expires), tag }] : [];
      })
      .filter((mark) => mark.expires > seconds());
  }

  const isFor = (mark: Mark, phone: string) => timingSafeEqual(Buffer.from(mark.tag), Buffer.from(tagOf(phone, mark.expires)));

  return {
    /** Whether `cookie` holds a live mark of a log-in to `phone` from this browser. */
    knows(cookie: string | undefined, phone: string): boolean {
      return marksOf(cookie).some((mark) => isFor(mark, phone));
    },

    /** The cookie after a log-in to `phone`: its mark renewed first, the other phones' live marks kept. */
    remember(cookie: string | undefined, phone: string): string {
      const expires = seconds() + KNOWN_DEVICE_MAX_AGE_SECONDS;
      const others = marksOf(cookie).filter((mark) => !isFor(mark, phone));
      return [{ expires, tag: tagOf(phone, expires) }, ...others]
        .slice(0, MOST_PHONES)
        .map((mark) => `${mark.expires}.${mark.tag}`)
        .join("~");
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
