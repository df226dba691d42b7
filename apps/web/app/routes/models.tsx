import { getStore } from "../api/store.server";
import { ListingPage } from "../components/ListingPage";
import { loadModelListing } from "../lib/model-listing.server";
import { timedStore } from "../lib/server-timing.server";
import type { Route } from "./+types/models";

export async function loader({ request }: Route.LoaderArgs) {
  return loadModelListing(await timedStore(await getStore()), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data: listing, error }) => [
  {
    title: error
      ? "This link cannot be read · Modelhub"
      : listing?.params.search
        ? `Models matching "${listing.params.search}" · Modelhub`
        : "Models · Modelhub",
  },
  {
    name: "description",
    content:
      "Browse models by task, library, inference provider, local app, language, license, size and access, sorted by trend, downloads, likes, date or size.",
  },
];

export default function Models({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={loaderData} title="Models" countsNotes={loaderData.countsNotes} />;
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
