// The catalogue's example inputs (the model's own widget example when it fits, a default otherwise).
export type { ChatContentPart, ChatMessage, ExampleInput } from "@modelhub/catalog";
export { getExampleInput } from "@modelhub/catalog";
