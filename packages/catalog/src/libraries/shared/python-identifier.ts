const PYTHON_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/u;

const PYTHON_KEYWORDS = new Set([
  "False",
  "None",
  "True",
  "and",
  "as",
  "assert",
  "async",
  "await",
  "break",
  "class",
  "continue",
  "def",
  "del",
  "elif",
  "else",
  "except",
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "nonlocal",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield",
]);

/**
 * Whether metadata text (a class name from config.json, a package name) can be written into
 * Python code as a bare name. Names are code, not strings, so they cannot go through a literal
 * encoder: builders check them with this and fall back when it says no.
 */
export function isPythonIdentifier(text: string | undefined): text is string {
  return text !== undefined && PYTHON_IDENTIFIER.test(text) && !PYTHON_KEYWORDS.has(text);
}
