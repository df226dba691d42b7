#!/usr/bin/env bash
# Makes the audio demo files of the task pages in assets/tasks/ with a speech
# synthesiser, so no recording is copied from anywhere. Needs Debian's espeak-ng and sox
# (`apt-get install -y espeak-ng sox libsox-fmt-mp3`). Output: mono 16 kHz MP3 at 32 kbit/s, except
# the text-to-speech FLAC at the end.
# Usage: bash packages/catalog/scripts/make-demo-audio.sh
set -euo pipefail

out="$(cd "$(dirname "$0")/../assets/tasks" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# speak VOICE WORDS_PER_MINUTE TEXT FILE.wav
speak() {
  espeak-ng -v "$1" -s "$2" -w "$work/raw.wav" "$3"
  sox "$work/raw.wav" -r 16000 -c 1 "$4" norm -3
}

# encode IN.wav NAME.mp3
encode() {
  sox "$1" -r 16000 -c 1 -C 32 "$out/$2"
}

speak en-us 150 "Down." "$work/down.wav"
sox "$work/down.wav" "$work/down-padded.wav" pad 0.3 0.3
encode "$work/down-padded.wav" audio-classification-input.mp3

speak en-gb 155 "Please remind me to water the plants on Thursday morning." "$work/reminder.wav"
encode "$work/reminder.wav" automatic-speech-recognition-input.mp3

speak en-us+f3 160 "Hi, I'd like to move my dentist appointment from Tuesday to Friday afternoon, if that's possible." \
  "$work/caller.wav"
encode "$work/caller.wav" audio-text-to-text-input.mp3

# Source separation demo: two people talking over each other, then each voice alone.
speak en-gb 150 "The train to Leeds leaves from platform four." "$work/voice-1.wav"
speak en-us+f2 165 "Don't forget to buy bread on the way home." "$work/voice-2.wav"
sox "$work/voice-2.wav" "$work/voice-2-late.wav" pad 0.4
sox -m "$work/voice-1.wav" "$work/voice-2-late.wav" "$work/mixed.wav" norm -3
encode "$work/mixed.wav" audio-to-audio-input.mp3
encode "$work/voice-1.wav" audio-to-audio-output-1.mp3
encode "$work/voice-2-late.wav" audio-to-audio-output-2.mp3

speak en-us+f3 155 "The cat is sitting on the lawn at the front of the picture, to the right of the house and just left of the tree." \
  "$work/answer.wav"
encode "$work/answer.wav" any-to-any-output.mp3

ls -l "$out"/{audio-classification,automatic-speech-recognition,audio-text-to-text,audio-to-audio,any-to-any}*.mp3

# text-to-speech output (T2's task): FLAC, mono 12 kHz, silence trimmed, edges faded to avoid
# clicks. `sox -R` makes the bytes repeatable. The sentence must equal the page's demo input (tested).
tts_sentence='The next train to Oxford leaves from platform four.'
espeak-ng -v en-gb -s 150 -w "$work/tts.wav" "$tts_sentence"
sox -R "$work/tts.wav" -c 1 -r 12000 -b 16 -C 8 "$out/text-to-speech-output.flac" \
  silence 1 0.02 0.5% reverse silence 1 0.02 0.5% fade 0.05 reverse fade 0.02
ls -l "$out/text-to-speech-output.flac"
