/** Page footer: what this site is and where its data comes from. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>
        Modelhub is a self-hosted model catalogue. Download counts and likes are snapshots taken when the
        catalogue was imported. The <a href="/api/models">JSON API</a> speaks the Hub's format.
      </p>
    </footer>
  );
}
