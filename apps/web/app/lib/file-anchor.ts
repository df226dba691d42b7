/** The element id of a file's entry in the model page's file browser (ids allow few characters in CSS). */
export function fileAnchor(path: string): string {
  return `file-${path.replace(/[^A-Za-z0-9_.-]/gu, "_")}`;
}
