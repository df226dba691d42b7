import type { Migration } from "./migration";

/**
 * Likes and trending scores tie often (most repositories have none): their listings now break
 * ties by downloads, so the likes and trending indexes carry downloads after the sorted column,
 * and a page (or a walk of the index, decision 020) reads them in that order.
 */
export const tiesByDownloads: Migration = {
  version: 5,
  name: "likes and trending listings break ties by downloads",
  up(db) {
    db.exec(`
      DROP INDEX models_by_likes;
      CREATE INDEX models_by_likes ON models (likes, downloads);
      DROP INDEX models_by_trending;
      CREATE INDEX models_by_trending ON models (trending_score, downloads);
      DROP INDEX datasets_by_likes;
      CREATE INDEX datasets_by_likes ON datasets (likes, downloads);
      DROP INDEX datasets_by_trending;
      CREATE INDEX datasets_by_trending ON datasets (trending_score, downloads);
    `);
  },
};
