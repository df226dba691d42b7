// Base64 encoding and decoding of binary inputs.
export { BASE64_CHUNK_SIZE, base64FromBytes, bytesFromBase64, INVALID_BASE64_LENGTH } from "./base64";
