import { getStore } from "../api/store.server";
import { ListingPage } from "../components/ListingPage";
import { loadDatasetListing } from "../lib/dataset-listing.server";
import { timedStore } from "../lib/server-timing.server";
import type { Route } from "./+types/datasets";

export async function loader({ request }: Route.LoaderArgs) {
  return loadDatasetListing(await timedStore(await getStore()), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data: listing, error }) => [
  {
    title: error
      ? "This link cannot be read · Modelhub"
      : listing?.params.search
        ? `Datasets matching "${listing.params.search}" · Modelhub`
        : "Datasets · Modelhub",
  },
  {
    name: "description",
    content: "Browse datasets by task category and library, sorted by trend, downloads, likes or date.",
  },
];

export default function Datasets({ loaderData }: Route.ComponentProps) {
  return <ListingPage listing={loaderData} title="Datasets" countsNotes={loaderData.countsNotes} />;
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
