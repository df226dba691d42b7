import { Link } from "react-router";
import { getStore } from "../api/store.server";
import { RepoStats } from "../components/RepoStats";
import { RepoTitle } from "../components/RepoTitle";
import { timedStore } from "../lib/server-timing.server";
import { type LinkedRepo, loadSpacePage } from "../lib/space-page.server";
import type { Route } from "./+types/space";

export async function loader({ params }: Route.LoaderArgs) {
  return loadSpacePage(await timedStore(await getStore()), `${params.owner}/${params.name}`);
}

export const meta: Route.MetaFunction = ({ data: space }) =>
  space
    ? [
        { title: `${space.title ? `${space.title} - ` : ""}${space.id} · Demo apps · Modelhub` },
        ...(space.description ? [{ name: "description", content: space.description }] : []),
      ]
    : [{ title: "Demo app not found · Modelhub" }];

export default function Space({ loaderData: space }: Route.ComponentProps) {
  // The colours are the Hub's eight names, checked when the space was stored.
  const banner = ["space-banner", `space-banner--from-${space.colorFrom ?? "gray"}`];
  banner.push(`space-banner--to-${space.colorTo ?? space.colorFrom ?? "gray"}`);
  return (
    <div className="page page--narrow space-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/spaces">Demo apps</Link>
      </nav>
      <header className="model-header">
        <RepoTitle id={space.id} />
        <div className={banner.join(" ")}>
          {space.emoji ? (
            <span className="space-banner__emoji" aria-hidden="true">
              {space.emoji}
            </span>
          ) : null}
          <div>
            <p className="space-banner__title">{space.title ?? space.id.slice(space.id.indexOf("/") + 1)}</p>
            {space.description ? <p className="space-banner__description">{space.description}</p> : null}
          </div>
        </div>
        <ul className="pill-list model-header__facts">
          {space.sdk ? <li className="pill">SDK: {space.sdk.label}</li> : null}
          {space.license ? <li className="pill">License: {space.license}</li> : null}
          {space.tasks.map((task) => (
            <li key={task.id}>
              <Link className="pill pill--task" to={`/tasks/${task.id}`}>
                {task.name}
              </Link>
            </li>
          ))}
        </ul>
        <RepoStats likes={space.likes} createdAt={space.createdAt} lastModified={space.lastModified} />
      </header>
      <LinkedRepos title="Models used" headingId="models-title" repos={space.models} />
      <LinkedRepos title="Datasets used" headingId="datasets-title" repos={space.datasets} />
      <section className="section panel" aria-labelledby="card-title">
        <h2 id="card-title">App card</h2>
        {space.cardHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by renderMarkdown on the server.
          <div className="markdown" dangerouslySetInnerHTML={{ __html: space.cardHtml }} />
        ) : (
          <p className="muted">No card was imported for this demo app.</p>
        )}
      </section>
    </div>
  );
}

/** The models or datasets the app uses, each linked when this hub has it. */
function LinkedRepos({ title, headingId, repos }: { title: string; headingId: string; repos: LinkedRepo[] }) {
  if (!repos.length) return null;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="linked-repos">
        {repos.map((repo) => (
          <li key={repo.id}>{repo.href ? <a href={repo.href}>{repo.id}</a> : <span>{repo.id}</span>}</li>
        ))}
      </ul>
    </section>
  );
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
