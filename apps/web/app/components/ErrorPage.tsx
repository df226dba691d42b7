import { isRouteErrorResponse } from "react-router";

/** What a visitor sees when a page is missing or failed: the status and a sentence on what happened. */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, title, message } = describeError(error);
  return (
    <div className="page error-page">
      <p className="error-page__status">{status}</p>
      <h1>{title}</h1>
      <p>{message}</p>
      <p className="error-page__links">
        <a href="/models">Browse models</a>
        <a href="/datasets">Browse datasets</a>
        <a href="/tasks">See all tasks</a>
      </p>
    </div>
  );
}

/** Titles of the statuses the pages answer with, besides 404. */
const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: "This link cannot be read",
  503: "The hub is busy",
};

/** Turns whatever was thrown into a status, a title and a message that is safe to show. */
export function describeError(error: unknown): { status: number; title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: 404,
        title: "Page not found",
        message:
          typeof error.data === "string" && error.data
            ? error.data
            : "There is no page at this address. It may have been moved, or the link may be mistyped.",
      };
    }
    return {
      status: error.status,
      // Not the response's status text: a page's own 400 arrived as "Internal Server Error".
      title: STATUS_TITLES[error.status] ?? "Request failed",
      message: typeof error.data === "string" && error.data ? error.data : "The request could not be served.",
    };
  }
  return {
    status: 500,
    title: "Something went wrong",
    message:
      "The server hit an unexpected error while building this page. Try again in a moment; if it keeps happening, the server log has the details.",
  };
}
