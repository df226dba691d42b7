import type { LibrarySnippet } from "../types";

/** A Python snippet. */
export function pythonSnippet(content: string, title?: string): LibrarySnippet {
  return title === undefined ? { language: "python", content } : { language: "python", content, title };
}

/** A shell snippet (POSIX sh / bash). */
export function shellSnippet(content: string, title?: string): LibrarySnippet {
  return title === undefined ? { language: "sh", content } : { language: "sh", content, title };
}

/** A JavaScript snippet. */
export function jsSnippet(content: string, title?: string): LibrarySnippet {
  return title === undefined ? { language: "js", content } : { language: "js", content, title };
}

/** The part of a repository id after the owner: "owner/name" gives "name". */
export function repoNameOf(modelId: string): string {
  const slash = modelId.indexOf("/");
  return slash === -1 ? modelId : modelId.slice(slash + 1);
}
