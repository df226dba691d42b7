// A light entry of @modelhub/catalog: the model record, its normalizer, the JSON coercion
// helpers, the local apps' listing conditions, the smallest GGUF quant's size and the parameter count, without the
// tables of libraries and tasks that the main entry also loads. The store's parsing worker
// imports this: a worker thread loads its modules afresh, the import waiting meanwhile, and this
// entry loads several times quicker than the main one.
export { smallestGgufQuantBytes } from "./gguf/quant-groups";
export { hasLoadableGgufFile } from "./libraries/shared/gguf-file";
export * from "./local-apps/listing-rules";
export * from "./model/coerce";
export * from "./model/live-provider-mapping";
export * from "./model/model-record";
export { modelSize } from "./model/model-size";
