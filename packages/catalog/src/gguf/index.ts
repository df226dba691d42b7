// GGUF quantisation: file and tensor type enumerations, their size order, file-name labels.
export {
  GGUF_FILE_TYPE_NAMES,
  GGUF_FILE_TYPES,
  type GgufFileType,
  ggufFileTypeName,
  isGgufFileType,
} from "./file-types";
export {
  type GgufAuxiliaryFile,
  type GgufFileGroups,
  type GgufQuant,
  groupGgufFiles,
} from "./quant-groups";
export {
  fileTypeOfQuantLabel,
  parseGgufFileType,
  parseGgufFileTypeValue,
  parseGgufQuantLabel,
} from "./quant-label";
export { APPROX_BITS_PER_WEIGHT, findNearestQuantType, GGUF_QUANT_ORDER, quantRank } from "./quant-order";
export {
  GGML_TENSOR_TYPE_NAMES,
  GGML_TENSOR_TYPES,
  type GgmlTensorType,
  ggmlTensorTypeName,
} from "./tensor-types";
