import { formatCount, formatDate } from "../lib/format";
import { Icon } from "./Icon";

/** Downloads, likes and dates of a model or dataset; each shown only when known. */
export function RepoStats({
  downloads,
  downloadsNote,
  likes,
  createdAt,
  lastModified,
}: {
  downloads?: number;
  /** When the download count was taken, e.g. "as of May 20, 2026". */
  downloadsNote?: string;
  likes?: number;
  createdAt?: string;
  lastModified?: string;
}) {
  return (
    <dl className="model-header__stats">
      {downloads !== undefined ? (
        <div>
          <dt>
            <Icon name="download" /> Downloads
          </dt>
          <dd>
            {formatCount(downloads)}
            {downloadsNote ? <span className="muted"> {downloadsNote}</span> : null}
          </dd>
        </div>
      ) : null}
      {likes !== undefined ? (
        <div>
          <dt>
            <Icon name="heart" /> Likes
          </dt>
          <dd>{formatCount(likes)}</dd>
        </div>
      ) : null}
      {createdAt ? (
        <div>
          <dt>Created</dt>
          <dd>{formatDate(createdAt)}</dd>
        </div>
      ) : null}
      {lastModified ? (
        <div>
          <dt>Updated</dt>
          <dd>{formatDate(lastModified)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
