/**
 * The author as a model's full-text row indexes it: "" (nothing) when it is the id's owner, as it
 * is for every model on the Hub. The id begins with its owner, so any part of the author the
 * author column would match, the id matches too, and searches find the same models, while
 * indexing it twice would cost the importing thread time for nothing (decision 046).
 */
export function searchedAuthor(id: string, author: string | null | undefined): string {
  if (!author) return "";
  const slash = id.indexOf("/");
  return slash === author.length && id.startsWith(author) ? "" : author;
}

/**
 * A model's full-text fields (ModelRow.words): its id as it is (its trigrams find any part of
 * it), its author unless it is the owner, its card text.
 */
export function modelSearchWords(
  id: string,
  author: string | null | undefined,
  card: string,
): { id: string; author: string; card: string } {
  return { id, author: searchedAuthor(id, author), card };
}
