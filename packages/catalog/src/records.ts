// A light entry of @modelhub/catalog: the model record, its normalizer and the JSON coercion
// helpers, without the tables of libraries and tasks that the main entry also loads. The store's
// parsing worker imports this: a worker thread loads its modules afresh, and the main entry took
// it 290 ms where this takes 15 (the import waits for the worker's first rows meanwhile).
export { hasLoadableGgufFile } from "./libraries/shared/gguf-file";
export * from "./model/coerce";
export * from "./model/model-record";
