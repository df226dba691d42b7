import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function spanMarkerSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from span_marker import SpanMarkerModel

model = SpanMarkerModel.from_pretrained(${model.id})`),
  ];
}

/** SpanMarker (library_name "span-marker"): span-based named entity recognition. */
export const spanMarker: ModelLibraryEntry = {
  prettyLabel: "SpanMarker",
  repoName: "SpanMarkerNER",
  repoUrl: "https://github.com/tomaarsen/SpanMarkerNER",
  docsUrl: "https://huggingface.co/docs/hub/span_marker",
  filter: true,
  snippets: spanMarkerSnippets,
};
