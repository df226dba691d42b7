import { readTaskAsset } from "../lib/task-assets.server";
import type { Route } from "./+types/task-asset";

/** Serves the catalogue's demo files (images, audio) that task pages and widgets show. */
export function loader({ params }: Route.LoaderArgs) {
  const asset = readTaskAsset(params.file);
  if (!asset)
    return new Response("No such demo file.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(asset.body), {
    headers: {
      "Content-Type": asset.type,
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
