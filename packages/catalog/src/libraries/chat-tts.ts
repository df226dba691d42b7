import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function chatTtsSnippets(): LibrarySnippet[] {
  return [
    pythonSnippet(`import ChatTTS
import torch
import torchaudio

chat = ChatTTS.Chat()
chat.load(compile=False)  # compile=True is faster once warmed up

texts = ["PUT YOUR TEXT HERE"]
wavs = chat.infer(texts)

torchaudio.save("output1.wav", torch.from_numpy(wavs[0]).unsqueeze(0), 24000)`),
  ];
}

/** ChatTTS (library_name "chat_tts"): conversational text to speech. */
export const chatTts: ModelLibraryEntry = {
  prettyLabel: "ChatTTS",
  repoName: "ChatTTS",
  repoUrl: "https://github.com/2noise/ChatTTS.git",
  filter: false,
  countDownloads: { paths: ["asset/GPT.pt"] },
  snippets: chatTtsSnippets,
};
