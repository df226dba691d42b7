import { data } from "react-router";
import { ErrorPage } from "../components/ErrorPage";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  throw data(`There is no page at ${pathname}. It may have been moved, or the link may be mistyped.`, {
    status: 404,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found · Modelhub" }];

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
