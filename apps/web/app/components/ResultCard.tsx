import { formatCount, formatDate } from "../lib/format";
import type { ResultCardData } from "../lib/listing-data";
import { Icon } from "./Icon";
import { IN_APP_LINK } from "./InAppLinks";

/**
 * One model or dataset in a listing: id, task, library, a model's size, downloads, likes and last
 * update. Its link is followed in the app by the list around it (ResultList).
 */
export function ResultCard({ item }: { item: ResultCardData }) {
  return (
    <li className="result-card">
      {/* The title shows the whole id where the card cuts it short. */}
      <a className="result-card__id" title={item.id} href={item.href} {...IN_APP_LINK}>
        {item.id}
      </a>
      <p className="result-card__meta">
        {item.task ? <span className="result-card__task">{item.task.name}</span> : null}
        {item.library ? <span className="result-card__library">{item.library.label}</span> : null}
        {item.parameters ? (
          <span title={`${item.parameters.count.toLocaleString("en")} parameters`}>
            {item.parameters.label}
          </span>
        ) : null}
        {item.lastModified ? <span>Updated {formatDate(item.lastModified)}</span> : null}
        <span className="result-card__stat" title={`${item.downloads.toLocaleString("en")} downloads`}>
          <Icon name="download" />
          {formatCount(item.downloads)}
          <span className="visually-hidden"> downloads</span>
        </span>
        <span className="result-card__stat" title={`${item.likes.toLocaleString("en")} likes`}>
          <Icon name="heart" />
          {formatCount(item.likes)}
          <span className="visually-hidden"> likes</span>
        </span>
      </p>
    </li>
  );
}
