import { Button } from "@cidp/ui";

/**
 * The two ways a member's own notice leaves its form (a purchase sheet, a tender): `save` keeps it
 * as a draft, `publish` saves and publishes it; both wait while the form posts. The caller places
 * them in its own action row.
 */
export function SavePublishButtons({ busy, saveLabel, publishLabel }: { busy: boolean; saveLabel: string; publishLabel: string }) {
  return (
    <>
      <Button type="submit" name="intent" value="save" variant="ghost" disabled={busy}>
        {saveLabel}
      </Button>
      <Button type="submit" name="intent" value="publish" disabled={busy}>
        {publishLabel}
      </Button>
    </>
  );
}
