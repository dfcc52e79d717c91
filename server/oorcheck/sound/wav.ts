// Reading the digit recordings (mono 16-bit PCM WAV at 16 kHz, as scripts/oorcheck-digits.sh writes
// them) and writing a trial's sound (16-bit PCM WAV, two channels) for the test page.
import { SAMPLE_RATE } from './spectrum';

export function parseWav(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) =>
    String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let format: { channels: number; rate: number; bits: number } | null = null;
  while (at + 8 <= bytes.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      format = {
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.bits !== 16 || format.rate !== SAMPLE_RATE) {
        throw new Error('expected mono 16-bit PCM at 16 kHz');
      }
      const count = Math.floor(Math.min(size, bytes.byteLength - body) / 2);
      const out = new Float32Array(count);
      for (let i = 0; i < count; i++) out[i] = view.getInt16(body + i * 2, true) / 32768;
      return out;
    }
    at = body + size + (size % 2); // chunks are padded to an even size
  }
  throw new Error('WAV file without data');
}

/** Interleaved 16-bit PCM WAV of two equally long channels. */
export function encodeStereoWav(left: Float32Array, right: Float32Array): Buffer {
  const frames = left.length;
  const out = Buffer.alloc(44 + frames * 4);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + frames * 4, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(2, 22);
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * 4, 28);
  out.writeUInt16LE(4, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(frames * 4, 40);
  const pcm = (v: number) => Math.round(Math.max(-1, Math.min(1, v)) * 32767);
  for (let i = 0; i < frames; i++) {
    out.writeInt16LE(pcm(left[i]), 44 + i * 4);
    out.writeInt16LE(pcm(right[i]), 46 + i * 4);
  }
  return out;
}
