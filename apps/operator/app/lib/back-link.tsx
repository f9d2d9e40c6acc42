/** The way back to the list or page this one was opened from, first on a detail or form page (plain link: the desk works without script). */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <a href={href}>{`← ${label}`}</a>
    </p>
  );
}
