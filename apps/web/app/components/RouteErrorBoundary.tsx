import { ErrorPage } from "./ErrorPage";

/** The ErrorBoundary every route exports: the page's own error inside the site's frame. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
