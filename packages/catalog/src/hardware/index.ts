// Hardware a visitor can pick, and whether a quant fits its memory. A subpath of its own
// ("@modelhub/catalog/hardware"), so the browser bundle takes this and nothing else of the catalog.
export type { HardwareDevice } from "./hardware-device";
export { HARDWARE_DEVICES } from "./hardware-devices.gen";
export {
  COMFORTABLE_SHARE,
  KV_CACHE_BYTES_PER_VALUE,
  type KvCacheShape,
  kvCacheBytesPerToken,
  kvCacheShape,
  MEMORY_GB_BYTES,
  type MemoryFit,
  memoryFit,
} from "./memory-fit";
export {
  MEMORY_SIZES_GB,
  PICKABLE_MEMORY_SIZES_GB,
  pickableMemorySizesUpTo,
  smallestFittingMemoryGb,
} from "./memory-sizes";
