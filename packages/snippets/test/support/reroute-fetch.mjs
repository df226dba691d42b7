// Preloaded (node --import) into JavaScript snippets under test: SDKs that build their own URLs
// (https://router.huggingface.co, https://huggingface.co/api, a provider's API) are sent to the
// local stand-in router instead. The snippet's code is left as generated.
const target = process.env.SNIPPET_TEST_ORIGIN;
const originalFetch = globalThis.fetch;

if (target) {
  globalThis.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const rerouted = url.replace(/^https:\/\/[^/]+/u, target);
    if (rerouted === url) return originalFetch(input, init);
    return originalFetch(
      typeof input === "string" || input instanceof URL ? rerouted : new Request(rerouted, input),
      init,
    );
  };
}
