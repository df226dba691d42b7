import { Link } from "react-router";
import { getStore } from "../api/store.server";
import { DemoItemView } from "../components/DemoItemView";
import { ReferenceList } from "../components/ReferenceList";
import { timedStore } from "../lib/server-timing.server";
import { loadTaskPage } from "../lib/task-page.server";
import type { Route } from "./+types/task";

export async function loader({ params }: Route.LoaderArgs) {
  return loadTaskPage(await timedStore(await getStore()), params.id);
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        { title: `${loaded.name} · Tasks · Modelhub` },
        { name: "description", content: loaded.page?.summary ?? `${loaded.name} models and datasets.` },
      ]
    : [{ title: "Task not found · Modelhub" }];

export default function Task({ loaderData }: Route.ComponentProps) {
  const { id, name, modality, page } = loaderData;
  const listings = (
    <p className="task-listing-links">
      <Link className="button button--primary" to={`/models?pipeline_tag=${encodeURIComponent(id)}`}>
        Browse {name} models
      </Link>
      <Link className="button" to={`/datasets?task_categories=${encodeURIComponent(id)}`}>
        Browse datasets
      </Link>
    </p>
  );
  return (
    <div className="page page--narrow task-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/tasks">Tasks</Link> / {modality}
      </nav>
      <h1>{name}</h1>
      {page && !page.isPlaceholder ? <p className="lede">{page.summary}</p> : null}
      {!page || page.isPlaceholder ? (
        <p className="lede">
          This task has no page of its own yet. Its models and datasets are in the listings.
        </p>
      ) : null}
      {listings}
      {page && !page.isPlaceholder ? (
        <>
          <section className="section demo" aria-labelledby="demo-title">
            <h2 id="demo-title">Example</h2>
            <div className="demo__grid">
              <div className="demo__column">
                <h3 className="demo__heading">Input</h3>
                {page.inputs.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: demo items are static and ordered.
                  <DemoItemView key={index} item={item} />
                ))}
              </div>
              <div className="demo__column">
                <h3 className="demo__heading">Output</h3>
                {page.outputs.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: demo items are static and ordered.
                  <DemoItemView key={index} item={item} />
                ))}
              </div>
            </div>
          </section>
          <div className="task-columns">
            <ReferenceList title="Models to start with" items={page.models} />
            <ReferenceList title="Datasets" items={page.datasets} />
            <ReferenceList title="Demo apps" items={page.spaces} />
            {page.metrics.length ? (
              <section className="section" aria-labelledby="metrics-title">
                <h2 id="metrics-title">Metrics</h2>
                <dl className="metrics">
                  {page.metrics.map((metric) => (
                    <div key={metric.id}>
                      <dt>{metric.id}</dt>
                      <dd>{metric.description}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </div>
          {page.aboutHtml ? (
            <section className="section" aria-labelledby="about-title">
              <h2 id="about-title">About {name}</h2>
              {/* Rendered from the catalogue's markdown and sanitised on the server. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown. */}
              <div className="markdown" dangerouslySetInnerHTML={{ __html: page.aboutHtml }} />
            </section>
          ) : null}
          {page.youtubeId ? (
            <p className="section">
              <a
                href={`https://www.youtube.com/watch?v=${encodeURIComponent(page.youtubeId)}`}
                rel="noopener noreferrer"
              >
                Watch a short video about {name}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
