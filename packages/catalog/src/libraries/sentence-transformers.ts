import { pythonLiteral } from "../code/python-literal";
import { CUSTOM_CODE_TAG, type ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

const DEFAULT_SENTENCES = [
  "The weather is lovely today.",
  "It's so sunny outside!",
  "He drove to the stadium.",
];

/** The widget's source sentence followed by its comparison sentences, when the author declared both. */
function widgetSentences(model: ModelRecord): string[] | undefined {
  const example = model.widgetData?.find(
    (item) => item.source_sentence !== undefined && item.sentences?.length,
  );
  return example?.source_sentence !== undefined && example.sentences
    ? [example.source_sentence, ...example.sentences]
    : undefined;
}

function colbertSnippet(model: ModelRecord): LibrarySnippet {
  return pythonSnippet(py`
from pylate import models

queries = [
    "Which planet is known as the Red Planet?",
    "What is the largest planet in our solar system?",
]
documents = [
    ["Mars is the Red Planet.", "Venus is Earth's twin."],
    ["Jupiter is the largest planet.", "Saturn has rings."],
]

model = models.ColBERT(model_name_or_path=${model.id})
queries_embeddings = model.encode(queries, is_query=True)
documents_embeddings = model.encode(documents, is_query=False)`);
}

function crossEncoderSnippet(model: ModelRecord, remoteCode: string): LibrarySnippet {
  return pythonSnippet(py`
from sentence_transformers import CrossEncoder

model = CrossEncoder(${model.id}${code(remoteCode)})

query = "Which planet is known as the Red Planet?"
passages = [
    "Venus is often called Earth's twin because of its similar size and proximity.",
    "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
    "Jupiter, the largest planet in our solar system, has a prominent red spot.",
]

ranking = model.rank(query, passages)
print(ranking)`);
}

function sentenceTransformersSnippets(model: ModelRecord): LibrarySnippet[] {
  const remoteCode = model.tags.includes(CUSTOM_CODE_TAG) ? ", trust_remote_code=True" : "";
  if (model.tags.includes("PyLate")) return [colbertSnippet(model)];
  // A sentence-transformers model that classifies text is a cross-encoder scoring text pairs
  // (rerankers such as BAAI/bge-reranker-base carry text-classification, not text-ranking).
  const crossEncoder =
    model.tags.includes("cross-encoder") ||
    model.pipeline_tag === "text-ranking" ||
    model.pipeline_tag === "text-classification";
  if (crossEncoder) {
    return [crossEncoderSnippet(model, remoteCode)];
  }
  const sentences = widgetSentences(model) ?? DEFAULT_SENTENCES;
  return [
    pythonSnippet(py`
from sentence_transformers import SentenceTransformer

model = SentenceTransformer(${model.id}${code(remoteCode)})

sentences = ${code(pythonLiteral(sentences))}
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)
# torch.Size([${sentences.length}, ${sentences.length}])`),
  ];
}

/** sentence-transformers (library_name "sentence-transformers"): embeddings, rerankers and ColBERT models. */
export const sentenceTransformers: ModelLibraryEntry = {
  prettyLabel: "sentence-transformers",
  repoName: "sentence-transformers",
  repoUrl: "https://github.com/UKPLab/sentence-transformers",
  docsUrl: "https://huggingface.co/docs/hub/sentence-transformers",
  filter: true,
  snippets: sentenceTransformersSnippets,
};
