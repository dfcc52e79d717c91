#!/bin/sh
# Regenerates the Oorcheck digit recordings (content/oorcheck/digits/0.wav … 9.wav, read by the server): Dutch digits
# spoken by espeak-ng's Dutch voice, then with sox: mono, 16 kHz, 16-bit, leading and trailing
# silence trimmed and the peak normalised to −1 dBFS (the server sets each digit's level, see docs/oorcheck.md).
# "één" carries its accents: plain "een" is read as the article.
# Needs: espeak-ng and sox (Debian: apt-get install espeak-ng sox).
set -eu
out="$(dirname "$0")/../content/oorcheck/digits"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
i=0
for word in nul één twee drie vier vijf zes zeven acht negen; do
  # -s 150: a calm pace; -g 0: no gap padding (sox trims what is left).
  espeak-ng -v nl -s 150 -g 0 -w "$tmp/$i.wav" "$word"
  sox "$tmp/$i.wav" -c 1 -r 16000 -b 16 "$tmp/$i-trim.wav" \
    silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse norm -1
  # 5 ms fade in and 10 ms fade out, so no digit starts or ends with a click.
  sox "$tmp/$i-trim.wav" "$out/$i.wav" fade t 0.005 0 0.01
  i=$((i + 1))
done
ls -l "$out"
