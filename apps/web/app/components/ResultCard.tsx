import { Link } from "react-router";
import { formatCount, formatDate } from "../lib/format";
import type { ResultCardData } from "../lib/listing-data";
import { Icon } from "./Icon";

/** One model or dataset in a listing: id, task, library, a model's size, downloads, likes and last update. */
export function ResultCard({ item }: { item: ResultCardData }) {
  return (
    <li className="result-card">
      {/* The title shows the whole id where the card cuts it short. */}
      <Link className="result-card__id" to={item.href} prefetch="intent" title={item.id}>
        {item.id}
      </Link>
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
