// Base64 for binary example inputs (images, audio), browser-safe: btoa/atob, no Node Buffer.

/**
 * Bytes encoded per step: a multiple of 3, so every chunk but the last encodes without padding
 * and the chunks' text can simply be joined. It also keeps String.fromCharCode's argument list short.
 */
export const BASE64_CHUNK_SIZE = 16383;

/** The message of the error thrown for text whose length is not a multiple of 4. */
export const INVALID_BASE64_LENGTH = "Invalid string. Length must be a multiple of 4";

/** Standard alphabet, "=" only as one or two padding characters at the end. */
const BASE64_TEXT = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]={0,2})?$/u;

/** Encodes bytes as standard base64 with padding. */
export function base64FromBytes(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += BASE64_CHUNK_SIZE) {
    const chunk = bytes.subarray(start, start + BASE64_CHUNK_SIZE);
    parts.push(btoa(String.fromCharCode(...chunk)));
  }
  return parts.join("");
}

/**
 * Decodes standard base64 text (with padding, no whitespace). Throws an Error whose message is
 * INVALID_BASE64_LENGTH when the length is not a multiple of 4, and one naming the first bad
 * character when the text is not base64.
 */
export function bytesFromBase64(text: string): Uint8Array {
  if (text.length % 4 !== 0) throw new Error(INVALID_BASE64_LENGTH);
  if (!BASE64_TEXT.test(text)) {
    const at = firstInvalidIndex(text);
    throw new Error(`Invalid base64 character ${JSON.stringify(text[at])} at position ${at}`);
  }
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  // The text of one encoded chunk: 21844 characters, a multiple of 4, decoding to 16383 bytes.
  const textChunk = (BASE64_CHUNK_SIZE / 3) * 4;
  let offset = 0;
  for (let start = 0; start < text.length; start += textChunk) {
    const binary = atob(text.slice(start, start + textChunk));
    for (let i = 0; i < binary.length; i++) bytes[offset + i] = binary.charCodeAt(i);
    offset += binary.length;
  }
  return bytes;
}

/** Index of the first character that makes the text invalid: outside the alphabet, or misplaced "=". */
function firstInvalidIndex(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char === "=") {
      // Padding is one or two "=" that end the text.
      const rest = text.slice(i);
      if (rest.length > 2 || rest !== "=".repeat(rest.length)) return i;
    } else if (!/[A-Za-z0-9+/]/u.test(char)) {
      return i;
    }
  }
  return 0;
}
