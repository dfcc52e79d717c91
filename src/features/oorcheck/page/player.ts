// Plays mixed samples through the Web Audio API and resolves when they have finished.
import { SAMPLE_RATE } from './mixTrial';

let context: AudioContext | null = null;

/** Must first be called from a click: browsers only start audio after a user gesture. */
export async function unlockAudio(): Promise<void> {
  context ??= new AudioContext();
  if (context.state === 'suspended') await context.resume();
}

export function play(samples: Float32Array): Promise<void> {
  if (!context) throw new Error('audio not unlocked');
  const ctx = context;
  const buffer = ctx.createBuffer(1, samples.length, SAMPLE_RATE);
  buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, 0);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.connect(ctx.destination);
  return new Promise((resolve) => {
    source.onended = () => resolve();
    source.start();
  });
}
