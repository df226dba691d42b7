import type { ResultCardData } from "../lib/listing-data";
import { useInAppLinkClicks, useInAppLinkPrefetch } from "./InAppLinks";
import { ResultCard } from "./ResultCard";

/**
 * Result cards in a list. Their links are followed in the app, and a card's page is fetched ahead
 * when a pointer rests on its link, as a listing's results always were.
 */
export function ResultList({ items, label }: { items: ResultCardData[]; label?: string }) {
  const follow = useInAppLinkClicks();
  const { handlers, prefetch } = useInAppLinkPrefetch();
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are its links' own, which Enter on a link makes too. */}
      <ul className="results" aria-label={label} onClick={follow} {...handlers}>
        {items.map((item) => (
          <ResultCard key={item.id} item={item} />
        ))}
      </ul>
      {prefetch}
    </>
  );
}
