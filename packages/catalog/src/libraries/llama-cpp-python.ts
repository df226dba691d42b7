import { pythonLiteral } from "../code/python-literal";
import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { laterGgufShards, pickGgufFile } from "./shared/gguf-file";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function llamaCppPythonSnippets(model: ModelRecord): LibrarySnippet[] {
  const file = pickGgufFile(model);
  // A split file loads from its first shard, once every shard is downloaded beside it.
  const shards = file ? laterGgufShards(model, file) : [];
  const load = file
    ? py`
from llama_cpp import Llama

llm = Llama.from_pretrained(
    repo_id=${model.id},
    filename=${file},${code(shards.length ? `\n    additional_files=${pythonLiteral(shards, 1)},` : "")}
)`
    : py`
from llama_cpp import Llama

# No .gguf file is listed for this model: the pattern picks a Q4_K_M file from the repository
llm = Llama.from_pretrained(
    repo_id=${model.id},
    filename="*Q4_K_M.gguf",
)`;
  if (model.tags.includes("conversational")) {
    const messages = model.widgetData?.find((example) => example.messages?.length)?.messages ?? [
      { role: "user", content: "What is the capital of France?" },
    ];
    const literal = pythonLiteral(
      messages.map(({ role, content }) => ({ role, content })),
      1,
    );
    return [
      shellSnippet("pip install llama-cpp-python", "Install"),
      pythonSnippet(py`
${code(load)}

response = llm.create_chat_completion(
    messages=${code(literal)},
)
print(response["choices"][0]["message"]["content"])`),
    ];
  }
  return [
    shellSnippet("pip install llama-cpp-python", "Install"),
    pythonSnippet(py`
${code(load)}

output = llm(
    "Once upon a time,",
    max_tokens=512,
    echo=True,
)
print(output)`),
  ];
}

/** llama-cpp-python (library_name "llama-cpp-python"): Python bindings for llama.cpp, running GGUF files. */
export const llamaCppPython: ModelLibraryEntry = {
  prettyLabel: "llama-cpp-python",
  repoName: "llama-cpp-python",
  repoUrl: "https://github.com/abetlen/llama-cpp-python",
  filter: false,
  snippets: llamaCppPythonSnippets,
};
