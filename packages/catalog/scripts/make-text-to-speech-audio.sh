#!/usr/bin/env bash
# Makes the text-to-speech demo output, assets/tasks/text-to-speech-output.flac, with espeak-ng and
# sox (Debian: apt-get install -y espeak-ng sox). The sentence must stay the same as the demo input
# in src/tasks/details/text-to-speech/data.ts. Re-run after changing either.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../assets/tasks/text-to-speech-output.flac"
sentence='The next train to Oxford leaves from platform four.'

for tool in espeak-ng sox; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y espeak-ng sox" >&2; exit 1; }
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# English voice, a little slower than the default so the demo is easy to follow.
espeak-ng -v en-gb -s 150 -w "$tmp/speech.wav" "$sentence"
# -R makes the output repeatable (same bytes each run). Mono, 12 kHz, 16-bit keeps the file under
# 60 KB (espeak-ng's voice has little energy above 6 kHz anyway); trim leading and trailing
# silence, then fade the edges to avoid clicks.
sox -R "$tmp/speech.wav" -c 1 -r 12000 -b 16 -C 8 "$out" \
  silence 1 0.02 0.5% reverse silence 1 0.02 0.5% fade 0.05 reverse fade 0.02
echo "wrote $out ($(wc -c <"$out") bytes)"
