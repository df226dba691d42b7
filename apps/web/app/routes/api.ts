import { handleApiRequest } from "../api/handle-api-request.server";
import { getStore } from "../api/store.server";
import type { Route } from "./+types/api";

/** Every /api/* request goes to the JSON API; what it does not know is a JSON 404. */
async function respond(request: Request): Promise<Response> {
  const response = await handleApiRequest(await getStore(), request);
  if (response) return response;
  const { pathname } = new URL(request.url);
  return Response.json({ error: `No API endpoint at ${pathname}` }, { status: 404 });
}

export function loader({ request }: Route.LoaderArgs) {
  return respond(request);
}

export function action({ request }: Route.ActionArgs) {
  return respond(request);
}
