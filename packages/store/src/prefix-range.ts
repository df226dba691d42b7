/** Past every UTF-8 continuation of a prefix: `text >= prefix AND text < prefix + AFTER_PREFIX`. */
export const AFTER_PREFIX = "\u{10FFFF}";
