// Reads the digit recordings: mono 16-bit PCM WAV at 16 kHz, as scripts/oorcheck-digits.sh writes
// them. Parsed here rather than with decodeAudioData, which resamples to the device rate and
// would make the mix depend on the sound card.
import { SAMPLE_RATE } from './mixTrial';

export function parseWav(buffer: ArrayBuffer): Float32Array {
  const view = new DataView(buffer);
  const tag = (at: number) => String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
  if (buffer.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let format: { channels: number; rate: number; bits: number } | null = null;
  while (at + 8 <= buffer.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      format = { channels: view.getUint16(body + 2, true), rate: view.getUint32(body + 4, true), bits: view.getUint16(body + 14, true) };
    } else if (id === 'data') {
      if (!format || format.channels !== 1 || format.bits !== 16 || format.rate !== SAMPLE_RATE) {
        throw new Error('expected mono 16-bit PCM at 16 kHz');
      }
      const count = Math.floor(Math.min(size, buffer.byteLength - body) / 2);
      const out = new Float32Array(count);
      for (let i = 0; i < count; i++) out[i] = view.getInt16(body + i * 2, true) / 32768;
      return out;
    }
    at = body + size + (size % 2); // chunks are padded to an even size
  }
  throw new Error('WAV file without data');
}
