import { Form, Link } from "react-router";
import { getStore } from "../api/store.server";
import { ResultList } from "../components/ResultList";
import { TaskGrid } from "../components/TaskGrid";
import { modelCards } from "../lib/model-listing.server";
import { timedStore } from "../lib/server-timing.server";
import { loadTaskIndex } from "../lib/task-index.server";
import type { Route } from "./+types/home";

export async function loader() {
  const store = timedStore(await getStore());
  const trending = await modelCards(
    store,
    (await store.models.list({ sort: "trendingScore", direction: "desc", limit: 8 })).items,
  );
  const counts = new Map(
    (await store.models.facetCounts("pipeline_tag")).map((facet) => [facet.value, facet.count]),
  );
  // The home page lists the tasks that have models here; /tasks lists them all.
  const groups = loadTaskIndex(counts)
    .map((group) => ({ ...group, tasks: group.tasks.filter((task) => (task.modelCount ?? 0) > 0) }))
    .filter((group) => group.tasks.length > 0);
  return { groups, trending };
}

export const meta: Route.MetaFunction = () => [
  { title: "Modelhub · models, datasets and tasks" },
  {
    name: "description",
    content: "Browse machine-learning models, datasets and tasks, and copy code to use them.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <section className="hero">
        <h1>Find a model, see how to use it</h1>
        <p className="lede">
          Browse models and datasets by task and library, read their cards, and copy working code for their
          own library or an inference provider.
        </p>
        <search>
          <Form method="get" action="/models" className="hero__search">
            <label htmlFor="hero-search" className="visually-hidden">
              Search models
            </label>
            <input
              id="hero-search"
              className="search-input"
              name="search"
              type="search"
              placeholder="Search models, e.g. whisper"
            />
            <button className="button button--primary" type="submit">
              Search
            </button>
          </Form>
        </search>
        <p className="hero__links">
          <Link to="/models">All models</Link>
          <Link to="/datasets">All datasets</Link>
          <Link to="/tasks">All tasks</Link>
        </p>
      </section>
      {loaderData.trending.length ? (
        <section className="section" aria-labelledby="home-trending">
          <div className="section__head">
            <h2 id="home-trending">Trending models</h2>
            <Link to="/models">See all</Link>
          </div>
          <ResultList items={loaderData.trending} />
        </section>
      ) : null}
      <section className="section" aria-labelledby="home-tasks">
        <div className="section__head">
          <h2 id="home-tasks">Tasks with models here</h2>
          <Link to="/tasks">All tasks</Link>
        </div>
        <TaskGrid groups={loaderData.groups} />
      </section>
    </div>
  );
}
