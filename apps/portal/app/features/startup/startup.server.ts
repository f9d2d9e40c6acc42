import type { PlatformConfig } from "@cidp/domain";

/** A platform call's envelope, as far as start-up reads it. */
interface Answer<T> {
  success: boolean;
  data: T;
}

/** The start-up calls, injected so the order and failure rules can be tested without a server. */
export interface StartupCalls<F, T, C> {
  platformConfig(): Promise<PlatformConfig | null>;
  footer(): Promise<Answer<F[]>>;
  topText(): Promise<Answer<unknown>>;
  frontFlag(): Promise<Answer<unknown>>;
  /** Reads the top-banner texts out of the dictionary answer; throws when it cannot. */
  parseTopText(data: unknown): T[];
  /** Reads the front-style flag out of the dictionary answer for a platform; throws when it cannot. */
  parseFrontFlag(data: unknown, platformCode: string | null): C;
}

/** What start-up hands the site store (spec §3 site-wide store). */
export interface StartupState<F, T, C> {
  platformConfigData: PlatformConfig | null;
  footerData: F[];
  industryTopTxt: T[];
  industryFrontCss: C;
}

/**
 * Spec §7 start-up: the platform configuration first, then footer data, top-banner text and the
 * front-style flag in parallel. An answer with success false is ignored quietly; a failed call or
 * a top text / flag that cannot be read logs a warning and keeps the defaults.
 */
export async function runStartup<F, T, C>(
  calls: StartupCalls<F, T, C>,
  defaults: { industryTopTxt: T[]; industryFrontCss: C },
): Promise<StartupState<F, T, C>> {
  const platformConfigData = await calls.platformConfig().catch((error: unknown) => warn("platform configuration", error, null));
  const platformCode = platformConfigData?.platformCode ?? null;
  const [footerData, industryTopTxt, industryFrontCss] = await Promise.all([
    calls.footer().then(
      (answer) => (answer.success ? answer.data : []),
      (error: unknown) => warn("footer data", error, []),
    ),
    calls.topText().then(
      (answer) => (answer.success ? parseOr("top-banner text", () => calls.parseTopText(answer.data), defaults.industryTopTxt) : defaults.industryTopTxt),
      (error: unknown) => warn("top-banner text", error, defaults.industryTopTxt),
    ),
    calls.frontFlag().then(
      (answer) =>
        answer.success
          ? parseOr("front-style flag", () => calls.parseFrontFlag(answer.data, platformCode), defaults.industryFrontCss)
          : defaults.industryFrontCss,
      (error: unknown) => warn("front-style flag", error, defaults.industryFrontCss),
    ),
  ]);
  return { platformConfigData, footerData, industryTopTxt, industryFrontCss };
}

function parseOr<V>(what: string, parse: () => V, fallback: V): V {
  try {
    return parse();
  } catch (error) {
    return warn(what, error, fallback);
  }
}

function warn<V>(what: string, error: unknown, fallback: V): V {
  console.warn(`start-up: ${what} unusable, defaults kept:`, error instanceof Error ? error.message : error);
  return fallback;
}
