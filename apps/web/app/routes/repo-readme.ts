import { ApiError } from "../api/api-error.server";
import { checkRevision, notFound } from "../api/handle-api-request.server";
import { getStore } from "../api/store.server";
import type { Route } from "./+types/repo-readme";

/**
 * A model's or dataset's README.md at the Hub's file address (`/{id}/resolve/{revision}/README.md`,
 * `/datasets/{id}/resolve/...`), from the card the store imported, so that another hub can mirror
 * this one with its cards. Failures answer as the API's do: `{error}` and the Hub's X-Error-Code.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.owner ? `${params.owner}/${params.name}` : params.name;
  const kind = new URL(request.url).pathname.startsWith("/datasets/") ? "dataset" : "model";
  try {
    const store = await getStore();
    const raw = kind === "dataset" ? await store.datasets.getRaw(id) : await store.models.getRaw(id);
    if (!raw) throw notFound(kind, id);
    checkRevision(kind, id, params.revision, raw);
    if (typeof raw.readme !== "string" || !raw.readme)
      throw new ApiError(404, `${kind} ${JSON.stringify(id)} has no README.md: no card was imported`, {
        "x-error-code": "EntryNotFound",
      });
    return new Response(raw.readme, {
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Response.json({ error: error.message }, { status: error.status, headers: error.headers });
  }
}
