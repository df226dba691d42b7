import { getStore } from "../api/store.server";
import { ChatTemplate } from "../components/ChatTemplate";
import { EvalResults } from "../components/EvalResults";
import { GgufFiles } from "../components/GgufFiles";
import { InferencePanel } from "../components/InferencePanel";
import { LibrarySnippets } from "../components/LibrarySnippets";
import { LocalApps } from "../components/LocalApps";
import { ModelHeader } from "../components/ModelHeader";
import { ModelTree } from "../components/ModelTree";
import { RepoFiles } from "../components/RepoFiles";
import { SpaceLinks } from "../components/SpaceLinks";
import { WidgetPanel } from "../components/WidgetPanel";
import { withIndefiniteArticle } from "../lib/format";
import { loadModelPage } from "../lib/model-page.server";
import { timedStore } from "../lib/server-timing.server";
import type { Route } from "./+types/model";

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.owner ? `${params.owner}/${params.name}` : params.name;
  return loadModelPage(await timedStore(await getStore()), id, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ data: model }) =>
  model
    ? [
        { title: `${model.id} · Modelhub` },
        {
          name: "description",
          content: `${model.id}${model.task ? `, ${withIndefiniteArticle(model.task.name)} model` : ""}: card, examples and code to use it.`,
        },
      ]
    : [{ title: "Model not found · Modelhub" }];

export default function Model({ loaderData: model }: Route.ComponentProps) {
  return (
    <div className="page model-page">
      <ModelHeader model={model} />
      <div className="model-page__layout">
        <div className="model-page__main">
          {model.librarySnippets.length || model.library || !model.localApps.length ? (
            <LibrarySnippets snippets={model.librarySnippets} library={model.library} />
          ) : null}
          <LocalApps apps={model.localApps} gguf={model.gguf} modelId={model.id} />
          <InferencePanel inference={model.inference} modelId={model.id} taskName={model.task?.name} />
          <section className="panel model-card" aria-labelledby="card-title">
            <h2 id="card-title">Model card</h2>
            {model.cardHtml ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by renderMarkdown on the server.
              <div className="markdown" dangerouslySetInnerHTML={{ __html: model.cardHtml }} />
            ) : (
              <p className="muted">No model card was imported for this model.</p>
            )}
          </section>
          <RepoFiles files={model.files} />
          <ChatTemplate view={model.chatTemplate} />
          <EvalResults results={model.evalResults} />
        </div>
        <aside className="model-page__side" aria-label="Examples and files">
          <WidgetPanel widget={model.widget} />
          {model.baseModels.length || model.derivedModels.length || model.datasets.length ? (
            <ModelTree
              baseModels={model.baseModels}
              derivedModels={model.derivedModels}
              datasets={model.datasets}
            />
          ) : null}
          <GgufFiles gguf={model.gguf} />
          <SpaceLinks title="Demo apps using this model" spaces={model.spaces} />
        </aside>
      </div>
    </div>
  );
}

export { ErrorBoundary } from "../components/RouteErrorBoundary";
