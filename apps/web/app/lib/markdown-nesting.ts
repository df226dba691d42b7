/** Block quote markers and list item markers at the start of a line, after its indentation. */
const CONTAINER_MARKER = /(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/uy;

/**
 * How deeply a markdown text nests its containers, estimated line by line: the block quote and
 * list markers that open a line, plus one level per two columns of indentation before them (how
 * nested lists are written).
 *
 * Renderers recurse once per level, and some take cubic time in it: marked overflows the stack
 * on a few thousand nested quotes and takes seconds over several hundred nested list items. Lines
 * of code blocks are counted too: telling them apart takes CommonMark's whole block parsing (a fence
 * inside an HTML block opens nothing), and a guess that is wrong would let such a text through.
 */
export function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  for (const line of markdown.split("\n")) {
    let columns = 0;
    let index = 0;
    for (; line[index] === " " || line[index] === "\t"; index++) columns += line[index] === "\t" ? 4 : 1;
    let markers = 0;
    CONTAINER_MARKER.lastIndex = index;
    while (CONTAINER_MARKER.test(line)) markers++;
    if (markers === 0) continue;
    deepest = Math.max(deepest, markers + Math.floor(columns / 2));
  }
  return deepest;
}
