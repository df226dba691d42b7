/**
 * The spaces listing's indexes on both engines, each ending with the rowid (the cursor's
 * tie-breaker; SQLite's indexes end with it by themselves): one per sort, read in page order,
 * and the owner's spaces by likes.
 */
export const SPACE_LISTING_INDEXES: readonly { name: string; columns: readonly string[] }[] = [
  { name: "spaces_by_likes", columns: ["likes"] },
  { name: "spaces_by_trending", columns: ["trending_score", "likes"] },
  { name: "spaces_by_created", columns: ["created_at"] },
  { name: "spaces_by_modified", columns: ["last_modified"] },
  { name: "spaces_by_author", columns: ["author", "likes"] },
];
