// Number and date formatting shared by server and client; fixed locale and time zone so the server's
// HTML and the hydrated page agree.

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** 1234567 -> "1.2M"; counts below 1000 are shown whole. */
export function formatCount(value: number): string {
  return compact.format(value);
}

/** An ISO date as "Mar 4, 2025" (UTC); an unparsable value is returned as given. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** A byte count as "4.37 GB" (decimal units, as the Hub shows file sizes). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2)} ${units[unit]}`;
}

/** A repository's files as "15 files · 16.1 GB", saying when some have no size. */
export function describeFiles({
  count,
  bytes,
  unsized,
}: {
  count: number;
  bytes: number;
  unsized: number;
}): string {
  const files = `${count.toLocaleString("en-US")} ${count === 1 ? "file" : "files"}`;
  if (unsized === count) return `${files}, sizes unknown`;
  const total = formatBytes(bytes);
  return unsized
    ? `${files} · ${total} (${unsized.toLocaleString("en-US")} without a size)`
    : `${files} · ${total}`;
}

/** `phrase` after "a" or "an", by its first letter ("an Image-Text-to-Text", "a Translation"). */
export function withIndefiniteArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}
