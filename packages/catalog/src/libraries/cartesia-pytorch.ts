import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function cartesiaPytorchSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install --no-binary :all: cartesia-pytorch"),
    pythonSnippet(py`
from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained(${model.id})
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

inputs = tokenizer(["Rene Descartes was"], return_tensors="pt")
outputs = model.generate(inputs.input_ids, max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])`),
  ];
}

/** Cartesia Pytorch (library_name "cartesia_pytorch"): the Rene language model in PyTorch. */
export const cartesiaPytorch: ModelLibraryEntry = {
  prettyLabel: "Cartesia Pytorch",
  repoName: "Cartesia Pytorch",
  repoUrl: "https://github.com/cartesia-ai/cartesia_pytorch",
  filter: false,
  snippets: cartesiaPytorchSnippets,
};
