/**
 * The license a repository states, as one label: the card's `license` (a string, or a list, as
 * dataset cards often write it), else the Hub's `license:` tags. Undefined when neither says.
 */
export function licenseLabel(cardLicense: unknown, tags: readonly string[]): string | undefined {
  const listed =
    typeof cardLicense === "string" ? [cardLicense] : Array.isArray(cardLicense) ? cardLicense : [];
  const fromCard = listed.filter(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  const licenses = fromCard.length
    ? fromCard
    : tags.filter((tag) => tag.startsWith("license:")).map((tag) => tag.slice("license:".length));
  return licenses.length ? [...new Set(licenses)].join(", ") : undefined;
}
