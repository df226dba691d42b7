import type { ProviderMapping } from "./model-record-types";

/**
 * Whether a provider mapping says the provider serves the model: "live", or no status at all
 * (older dumps leave it out). "staging" is a provider still testing it, which the router refuses.
 */
export function isLiveProviderMapping(mapping: ProviderMapping): boolean {
  return mapping.status === undefined || mapping.status === "live";
}
