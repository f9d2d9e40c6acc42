import { UploadDropZone } from "@cidp/ui";
import { lazy, Suspense, useEffect, useState } from "react";
import * as styles from "./upload.css.ts";
import { uploadTexts } from "./upload-texts.ts";
import { dropZoneSettings, type UploadWidgetProps, withDefaults } from "./upload-widget-props.ts";

export type { UploadWidgetProps } from "./upload-widget-props.ts";

/**
 * The upload engine (its state machines, hashing, storage transport, checkpoints and file rows: some 38 KB
 * gzip) and the widget drawn from it. A page loads it once the person is about to pick a file,
 * not with the page: most visits of a form never upload (issue "performance", member pages).
 */
const loadEngineWidget = () => import("./upload-engine-widget.tsx");
const EngineWidget = lazy(loadEngineWidget);

/**
 * The drop zone (spec §5), as the engine's widget draws it with no file yet. Pointing at it or
 * reaching it by keyboard starts loading the engine; the files picked are handed to the engine's
 * widget, which takes the drop zone's place and uploads them.
 */
export function UploadWidget(props: UploadWidgetProps) {
  const settings = withDefaults(props);
  // Files picked before the page has hydrated would be lost: the drop zone waits for script.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [firstFiles, setFirstFiles] = useState<File[] | null>(null);

  if (firstFiles) {
    return (
      <Suspense fallback={<IdleDropZone settings={settings} disabled loading />}>
        <EngineWidget {...settings} firstFiles={firstFiles} />
      </Suspense>
    );
  }
  return <IdleDropZone settings={settings} disabled={settings.disabled || !hydrated} onFiles={setFirstFiles} />;
}

/** The widget's markup without files: the drop zone and the empty list, while the engine is not (yet) there. */
function IdleDropZone({
  settings,
  disabled,
  loading = false,
  onFiles = () => undefined,
}: {
  settings: Required<UploadWidgetProps>;
  disabled: boolean;
  loading?: boolean;
  onFiles?: (files: File[]) => void;
}) {
  const preload = () => void loadEngineWidget();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing at or focusing the drop zone only starts loading the engine early; its button is the control
    <div data-testid="upload-widget" data-signal={loading ? "loading" : "done"} aria-busy={loading || undefined} onPointerEnter={preload} onFocus={preload}>
      <UploadDropZone onFiles={onFiles} disabled={disabled} {...dropZoneSettings(settings)} />
      <ul className={styles.list} aria-label={uploadTexts.fileList} />
    </div>
  );
}
