import { Link } from "react-router";
import { formatCount, formatDate } from "../lib/format";
import type { SpaceCardData } from "../lib/space-listing.server";
import { Icon } from "./Icon";

/** One demo app in the listing: its emoji and colours, title, owner, SDK, likes and last update. */
export function SpaceCard({ item }: { item: SpaceCardData }) {
  // The colours are the Hub's eight names, checked when the space was stored.
  const look = `space-banner--from-${item.colorFrom} space-banner--to-${item.colorTo}`;
  return (
    <li className={`result-card space-card ${look}`}>
      <div className="space-card__head">
        {item.emoji ? (
          <span className="space-card__emoji" aria-hidden="true">
            {item.emoji}
          </span>
        ) : null}
        {/* The title shows the app's id where the card cuts the title short. */}
        <Link className="result-card__id space-card__title" to={item.href} prefetch="intent" title={item.id}>
          {item.title}
        </Link>
      </div>
      <p className="space-card__author">
        by <Link to={item.authorHref}>{item.author}</Link>
      </p>
      {item.description ? <p className="space-card__description">{item.description}</p> : null}
      <p className="result-card__meta">
        {item.sdk ? <span className="space-card__sdk">{item.sdk}</span> : null}
        {item.lastModified ? <span>Updated {formatDate(item.lastModified)}</span> : null}
        <span className="result-card__stat" title={`${item.likes.toLocaleString("en")} likes`}>
          <Icon name="heart" />
          {formatCount(item.likes)}
          <span className="visually-hidden"> likes</span>
        </span>
      </p>
    </li>
  );
}
