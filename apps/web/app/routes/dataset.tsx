import { Link } from "react-router";
import { getStore } from "../api/store.server";
import { CodeBlock } from "../components/CodeBlock";
import { RepoStats } from "../components/RepoStats";
import { RepoTitle } from "../components/RepoTitle";
import { SpaceLinks } from "../components/SpaceLinks";
import { TagList } from "../components/TagList";
import { loadDatasetPage } from "../lib/dataset-page.server";
import { formatDate } from "../lib/format";
import { timedStore } from "../lib/server-timing.server";
import type { Route } from "./+types/dataset";

export async function loader({ params }: Route.LoaderArgs) {
  return loadDatasetPage(
    await timedStore(await getStore()),
    params.owner ? `${params.owner}/${params.name}` : params.name,
  );
}

export const meta: Route.MetaFunction = ({ data: dataset }) =>
  dataset ? [{ title: `${dataset.id} · Datasets · Modelhub` }] : [{ title: "Dataset not found · Modelhub" }];

/** A snapshot date as a phrase: a bare year reads "in 2023", a full date "on May 20, 2026". */
function asOf(date: string): string {
  return /^\d{4}$/.test(date) ? `in ${date}` : `on ${formatDate(date)}`;
}

export default function Dataset({ loaderData: dataset }: Route.ComponentProps) {
  return (
    <div className="page page--narrow dataset-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/datasets">Datasets</Link>
      </nav>
      <header className="model-header">
        <RepoTitle id={dataset.id} listing="/datasets" />
        <ul className="pill-list model-header__facts">
          {dataset.tasks.map((task) => (
            <li key={task.id}>
              <Link
                className="pill pill--task"
                to={`/datasets?task_categories=${encodeURIComponent(task.id)}`}
              >
                {task.name}
              </Link>
            </li>
          ))}
          {dataset.libraries.map((library) => (
            <li key={library.id}>
              <Link className="pill" to={`/datasets?library=${encodeURIComponent(library.id)}`}>
                {library.label}
              </Link>
            </li>
          ))}
          {dataset.license ? <li className="pill">License: {dataset.license}</li> : null}
        </ul>
        <RepoStats
          downloads={dataset.downloads}
          downloadsNote={dataset.downloadsAsOf ? `snapshot taken ${asOf(dataset.downloadsAsOf)}` : undefined}
          likes={dataset.likes}
          createdAt={dataset.createdAt}
          lastModified={dataset.lastModified}
        />
        <TagList tags={dataset.tags} total={dataset.tagCount} />
      </header>
      {dataset.tasks.length ? (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title">Related</h2>
          <ul className="related-links">
            {dataset.tasks.map((task) => (
              <li key={task.id}>
                <Link to={`/models?pipeline_tag=${encodeURIComponent(task.id)}`}>{task.name} models</Link>
                {" · "}
                <Link to={`/datasets?task_categories=${encodeURIComponent(task.id)}`}>
                  More {task.name} datasets
                </Link>
                {" · "}
                <Link to={`/tasks/${task.id}`}>About {task.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {dataset.usage.length ? (
        <section className="section panel" aria-labelledby="usage-title">
          <h2 id="usage-title">Use this dataset</h2>
          {dataset.usage.map((snippet) => (
            <CodeBlock key={snippet.key} html={snippet.html} title={snippet.title} />
          ))}
        </section>
      ) : null}
      <SpaceLinks title="Demo apps using this dataset" spaces={dataset.spaces} className="section panel" />
      <section className="section panel" aria-labelledby="card-title">
        <h2 id="card-title">Dataset card</h2>
        {dataset.cardHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by renderMarkdown on the server.
          <div className="markdown" dangerouslySetInnerHTML={{ __html: dataset.cardHtml }} />
        ) : dataset.description ? (
          <p>{dataset.description}</p>
        ) : (
          <p className="muted">No dataset card was imported for this dataset.</p>
        )}
      </section>
    </div>
  );
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
