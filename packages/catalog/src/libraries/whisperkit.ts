import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The WhisperKit CLI picks Whisper variants by name, so the snippet names no repository. */
function whisperkitSnippets(): LibrarySnippet[] {
  return [
    shellSnippet(`# Install the CLI with Homebrew on macOS
brew install whisperkit-cli

# Every inference option
whisperkit-cli transcribe --help

# Download the base Whisper model and transcribe a file
whisperkit-cli transcribe --audio-path /path/to/audio.mp3

# Or choose a model variant
whisperkit-cli transcribe --model "large-v3" --model-prefix "distil" --audio-path /path/to/audio.mp3 --verbose`),
  ];
}

/** WhisperKit (library_name "whisperkit"): on-device Whisper speech recognition for Apple platforms. */
export const whisperkit: ModelLibraryEntry = {
  prettyLabel: "WhisperKit",
  repoName: "WhisperKit",
  repoUrl: "https://github.com/argmaxinc/WhisperKit",
  docsUrl: "https://github.com/argmaxinc/WhisperKit?tab=readme-ov-file#homebrew",
  filter: false,
  countDownloads: { allOf: [{ fileName: "model", extension: "mil", inSubfolder: true }] },
  snippets: whisperkitSnippets,
};
