import { jsString, pythonString, shellQuote } from "@modelhub/catalog";

/** Where the snippet takes its token from: an environment variable, or the literal token given. */
export type TokenSource = { envVar: string } | { literal: string };

/** What decides the token's environment variable. */
export interface TokenSituation {
  /** The provider, or "auto". */
  provider: string;
  /** Whether the call goes to the provider itself. */
  directRequest: boolean;
  /** The custom endpoint called, if any. */
  endpointUrl?: string | undefined;
  /** A literal token given by the caller, if any. */
  accessToken?: string | undefined;
}

/**
 * HF_TOKEN for routed calls (and hf-inference, which is Hugging Face's own), API_TOKEN for a
 * custom endpoint, `<PROVIDER>_API_KEY` for direct calls; the literal token when one is given.
 */
export function tokenSource(situation: TokenSituation): TokenSource {
  if (situation.accessToken !== undefined) return { literal: situation.accessToken };
  if (situation.endpointUrl !== undefined) return { envVar: "API_TOKEN" };
  if (situation.directRequest && situation.provider !== "hf-inference" && situation.provider !== "auto") {
    return { envVar: providerKeyVariable(situation.provider) };
  }
  return { envVar: "HF_TOKEN" };
}

/** `<PROVIDER>_API_KEY`: upper case, every non-alphanumeric character replaced by `_`. */
export function providerKeyVariable(provider: string): string {
  const name = `${provider.toUpperCase().replace(/[^A-Z0-9]/gu, "_")}_API_KEY`;
  return /^[0-9]/u.test(name) ? `_${name}` : name;
}

/** The token, and the Authorization header value, as an expression of each language. */
export interface TokenCode {
  /** Python: the token expression, and the Authorization header value expression. */
  python: { token: string; header: string };
  /** JavaScript: the token expression, and the Authorization header value expression. */
  js: { token: string; header: string };
  /** For the shell: the token as a word, and the whole `Authorization: ...` header as a word. */
  sh: { token: string; header: string };
}

export function tokenCode(source: TokenSource, scheme: string): TokenCode {
  if (!/^[A-Za-z][\w-]*$/u.test(scheme))
    throw new Error(`invalid authorization scheme ${JSON.stringify(scheme)}`);
  if ("literal" in source) {
    const header = `${scheme} ${source.literal}`;
    return {
      python: { token: pythonString(source.literal), header: pythonString(header) },
      js: { token: jsString(source.literal), header: jsString(header) },
      sh: { token: shellQuote(source.literal), header: shellQuote(`Authorization: ${header}`) },
    };
  }
  // Variable names are [A-Z0-9_] and the scheme a plain word, so they sit inside quotes as they are.
  const name = source.envVar;
  return {
    python: { token: `os.environ["${name}"]`, header: `f"${scheme} {os.environ['${name}']}"` },
    js: { token: `process.env.${name}`, header: `\`${scheme} \${process.env.${name}}\`` },
    sh: { token: `"$${name}"`, header: `"Authorization: ${scheme} $${name}"` },
  };
}
