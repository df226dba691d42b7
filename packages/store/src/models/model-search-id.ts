// Word boundaries inside a camel-case word: "TinyLlama" → "Tiny|Llama", "GPTNeoX" → "GPT|Neo|X".
// Not after digits, or every size ("7B", "135M") would split.
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu;

/**
 * The text a model's id is indexed by: owner and name as separate words, then, when the name has
 * camel-case words, the name again with them split ("acme TinyLlama-3B" + "Tiny Llama-3B"), so a
 * search for "llama" finds TinyLlama. The split copy follows the original so that phrases match
 * either spelling ("tinyllama 3b" and "llama 3b").
 */
export function modelSearchId(id: string): string {
  const words = id.replaceAll("/", " ");
  const name = id.slice(id.indexOf("/") + 1);
  const split = name.replace(CAMEL_BOUNDARY, " ");
  return split === name ? words : `${words} ${split}`;
}
