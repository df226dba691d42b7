import { getStore } from "../api/store.server";
import { TaskGrid } from "../components/TaskGrid";
import { timedStore } from "../lib/server-timing.server";
import { loadTaskIndex } from "../lib/task-index.server";
import type { Route } from "./+types/tasks";

export async function loader() {
  const counts = new Map(
    (await (await timedStore(await getStore())).models.facetCounts("pipeline_tag")).map((facet) => [
      facet.value,
      facet.count,
    ]),
  );
  return { groups: loadTaskIndex(counts) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Tasks · Modelhub" },
  {
    name: "description",
    content: "Every machine-learning task, grouped by modality, with demos and recommended models.",
  },
];

export default function Tasks({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>Tasks</h1>
      <p className="lede">
        What models do, grouped by the kind of data they work on. Each task page shows an example input and
        output, how models are evaluated, and which models and datasets to start from.
      </p>
      <TaskGrid groups={loaderData.groups} headingLevel={2} />
    </div>
  );
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
