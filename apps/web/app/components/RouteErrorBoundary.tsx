import { useRouteError } from "react-router";
import { ErrorPage } from "./ErrorPage";

/**
 * The ErrorBoundary routes re-export: the page's own error inside the site's frame. It reads the
 * error with useRouteError, since a re-exported boundary is not given the error as a prop.
 */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
