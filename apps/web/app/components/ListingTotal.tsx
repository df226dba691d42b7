/**
 * How many entries a listing holds, announced as it changes: "1,000+ models" when the count
 * stopped at the store's cap, "1 model" for one.
 */
export function ListingTotal({
  total,
  isFloor = false,
  one,
  many,
}: {
  total: number;
  isFloor?: boolean | undefined;
  one: string;
  many: string;
}) {
  return (
    <p className="listing__total" aria-live="polite">
      {total.toLocaleString("en")}
      {isFloor ? "+" : ""} {total === 1 && !isFloor ? one : many}
    </p>
  );
}
