import { Link } from "react-router";
import { describeFiles, formatDate } from "../lib/format";
import type { ModelPageData } from "../lib/model-page.server";
import { RepoStats } from "./RepoStats";
import { RepoTitle } from "./RepoTitle";
import { TagList } from "./TagList";

/** The model page's header: id with a copy button, task, library, license, size, stats, dates and tags. */
export function ModelHeader({ model }: { model: ModelPageData }) {
  return (
    <header className="model-header">
      <RepoTitle id={model.id} listing="/models" />
      <ul className="pill-list model-header__facts">
        {model.task ? (
          <li>
            <Link
              className="pill pill--task"
              to={`/models?pipeline_tag=${encodeURIComponent(model.task.id)}`}
            >
              {model.task.name}
            </Link>
          </li>
        ) : null}
        {model.library ? (
          <li>
            <Link className="pill" to={`/models?library=${encodeURIComponent(model.library.id)}`}>
              {model.library.label}
            </Link>
          </li>
        ) : null}
        {model.license ? <li className="pill">License: {model.license}</li> : null}
        {model.gated ? <li className="pill">Gated</li> : null}
      </ul>
      <ModelSizeFacts size={model.size} />
      <RepoStats
        downloads={model.downloads}
        downloadsNote={model.downloadsAsOf ? `as of ${formatDate(model.downloadsAsOf)}` : undefined}
        likes={model.likes}
        createdAt={model.createdAt}
        lastModified={model.lastModified}
      />
      <TagList tags={model.tags} total={model.tagCount} />
    </header>
  );
}

/** "7.6B params · BF16", the GGUF metadata and the repository's total size, one line each. */
function ModelSizeFacts({ size }: { size: ModelPageData["size"] }) {
  if (!size.safetensors && !size.gguf && !size.files) return null;
  return (
    <ul className="model-header__size" aria-label="Size and format">
      {size.safetensors ? <li>{size.safetensors}</li> : null}
      {size.gguf ? <li>{size.gguf}</li> : null}
      {size.files ? (
        <li>
          <a href="#files">{describeFiles(size.files)}</a>
        </li>
      ) : null}
    </ul>
  );
}
