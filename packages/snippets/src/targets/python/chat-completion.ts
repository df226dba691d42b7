import { callBlock, lines } from "../lines";

// huggingface_hub's InferenceClient and the openai client share OpenAI's chat interface
// (`client.chat.completions.create`), so both write the call and read the answer the same way.

/**
 * The chat call and the printing of its answer: the whole message, or, streaming, each delta's
 * content as it comes (chunks without choices or without content are skipped).
 */
export function pythonChatCompletion(
  model: string,
  messages: string | undefined,
  streaming: boolean,
  parameters: readonly string[] = [],
): string {
  const args = [`model=${model}`, `messages=${messages ?? "[]"}`, ...parameters];
  if (!streaming) {
    return lines(
      callBlock("completion = client.chat.completions.create(", args),
      "",
      "print(completion.choices[0].message)",
    );
  }
  return lines(
    callBlock("stream = client.chat.completions.create(", [...args, "stream=True"]),
    "",
    "for chunk in stream:",
    "    if chunk.choices and chunk.choices[0].delta.content:",
    '        print(chunk.choices[0].delta.content, end="", flush=True)',
  );
}
