/**
 * A query value or path written into a link: every character that could end it or change its
 * meaning (`&`, `#`, `?`, spaces, quotes) percent-encoded. `/` stays readable, as the apps read
 * repository ids and file paths with their slashes.
 */
export function urlComponent(text: string): string {
  return encodeURIComponent(text).replaceAll("%2F", "/");
}
