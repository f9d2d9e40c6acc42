import { ERROR_BREADCRUMB_MAX } from "@cidp/domain";
import type { Breadcrumb } from "@sentry/browser";
import type { SentryReporter } from "./sentry-client.ts";

/** Where an error was caught: a route's error boundary, the window, or an unhandled promise. */
export type ErrorSource = "route" | "window" | "promise";

/** Who and where: the member id (never a name or phone) and the platform code. */
export interface ReportingContext {
  memberId: number | null;
  platformCode: string | null;
}

/** A breadcrumb as the page records it before the SDK is there (Sentry's shape; the time is added). */
export type PageBreadcrumb = Pick<Breadcrumb, "category" | "type" | "level" | "message" | "data">;

/** What the reporter needs from the page; tests pass fakes. */
export interface ReporterEnvironment {
  /** Loads the SDK chunk: a dynamic import, so it is not among the page's scripts. */
  load: () => Promise<{ startSentry(context: ReportingContext, earlier: readonly Breadcrumb[]): SentryReporter }>;
  /** Where window errors, unhandled rejections and clicks are heard until the SDK's own handlers take over. */
  target: Pick<Window, "addEventListener" | "removeEventListener">;
  now: () => number;
}

/** Errors kept while the SDK loads; more in that moment are a storm, not news. */
const MAX_PENDING = 10;

/** `tag#id.class.class` of the clicked element and two ancestors, as Sentry's click breadcrumbs name it (no text: it may be personal). */
export function describeElement(node: unknown): string {
  const parts: string[] = [];
  let element = node as { tagName?: string; id?: string; className?: unknown; parentElement?: unknown } | null;
  for (let depth = 0; element?.tagName && depth < 3; depth++) {
    const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
    parts.unshift(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes.map((name) => `.${name}`).join("")}`);
    element = element.parentElement as typeof element;
  }
  return parts.join(" > ");
}

/**
 * The error reporting a page always carries (under a kilobyte): it keeps the last
 * ERROR_BREADCRUMB_MAX breadcrumbs (navigations, clicks, failed calls) and loads @sentry/browser
 * only when the first error happens, so the SDK (25 KB gzip) costs a healthy page nothing, not
 * even on the home page's script budget. The SDK then gets the breadcrumbs and the errors caught
 * so far, and from there records and reports on its own.
 */
export function createErrorReporter(environment: ReporterEnvironment) {
  let context: ReportingContext = { memberId: null, platformCode: null };
  let reporter: SentryReporter | null = null;
  let loading: Promise<SentryReporter | null> | null = null;
  let installed = false;
  const pending: Array<[unknown, ErrorSource]> = [];
  const breadcrumbs: Breadcrumb[] = [];

  const onError = (event: Event) => report((event as ErrorEvent).error ?? (event as ErrorEvent).message, "window");
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason, "promise");
  const onClick = (event: Event) => breadcrumb({ category: "ui.click", message: describeElement(event.target) });

  function stopListening(): void {
    environment.target.removeEventListener("error", onError);
    environment.target.removeEventListener("unhandledrejection", onRejection);
    environment.target.removeEventListener("click", onClick, true);
  }

  function load(): Promise<SentryReporter | null> {
    loading ??= environment.load().then(
      (sdk) => {
        reporter = sdk.startSentry(context, breadcrumbs.splice(0));
        // From here the SDK's own handlers and instrumentation hear the page.
        stopListening();
        for (const [error, source] of pending.splice(0)) reporter.capture(error, source);
        return reporter;
      },
      () => {
        // The chunk did not load (offline, a deploy in between): the next error tries again.
        loading = null;
        return null;
      },
    );
    return loading;
  }

  function report(error: unknown, source: ErrorSource): void {
    if (reporter) {
      reporter.capture(error, source);
      return;
    }
    if (pending.length < MAX_PENDING) pending.push([error, source]);
    void load();
  }

  function breadcrumb(crumb: PageBreadcrumb): void {
    // Once started, the SDK records navigations, clicks and requests itself.
    if (reporter) return;
    breadcrumbs.push({ ...crumb, timestamp: environment.now() / 1000 });
    if (breadcrumbs.length > ERROR_BREADCRUMB_MAX) breadcrumbs.shift();
  }

  return {
    /** Starts listening; later calls only update the member and platform. */
    install(next: ReportingContext): void {
      context = next;
      reporter?.update(next);
      if (installed) return;
      installed = true;
      environment.target.addEventListener("error", onError);
      environment.target.addEventListener("unhandledrejection", onRejection);
      environment.target.addEventListener("click", onClick, true);
    },
    /** Reports an error (the route error boundary's); loads the SDK if it is not there yet. */
    report,
    /** Records a breadcrumb while the SDK is not loaded. */
    breadcrumb,
  };
}

/** The reporter's type. */
export type ErrorReporter = ReturnType<typeof createErrorReporter>;

let pageReporter: ErrorReporter | null = null;

/** The page's reporter (browser only). */
export function errorReporter(): ErrorReporter {
  pageReporter ??= createErrorReporter({ load: () => import("./sentry-client.ts"), target: window, now: Date.now });
  return pageReporter;
}
