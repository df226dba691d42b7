/**
 * First path segments of this hub's own pages and files: the listings, dataset, space and task pages, the
 * JSON API, the task pages' media, the client build's /assets and its icon (apps/web/app/routes.ts
 * and the build). A model page is /<id>, so a model whose id starts with one of them would be
 * shadowed by that page. The Hub keeps these names from its users too.
 */
export const RESERVED_MODEL_ID_STARTS: ReadonlySet<string> = new Set([
  "api",
  "assets",
  "datasets",
  "favicon.svg",
  "models",
  "spaces",
  "task-assets",
  "tasks",
]);

/**
 * The reserved first segment a model id starts with, in any case, or undefined: the router matches
 * paths without regard to case, so /Tasks/x opens the task page too.
 */
export function reservedModelIdStart(id: string): string | undefined {
  const slash = id.indexOf("/");
  const first = slash < 0 ? id : id.slice(0, slash);
  return RESERVED_MODEL_ID_STARTS.has(first.toLowerCase()) ? first : undefined;
}
