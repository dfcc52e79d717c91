// Plays the server's WAV (two channels: antiphasic needs them) through the Web Audio API and
// resolves when it has finished. The browser resamples to the sound card's rate, which leaves the
// SNR and the phase between the ears as the server made them.
let context: AudioContext | null = null;

/** Must first be called from a click: browsers only start audio after a user gesture. */
export async function unlockAudio(): Promise<void> {
  context ??= new AudioContext();
  if (context.state === 'suspended') await context.resume();
}

export async function play(wav: ArrayBuffer): Promise<void> {
  if (!context) throw new Error('audio not unlocked');
  const ctx = context;
  const buffer = await ctx.decodeAudioData(wav);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.connect(ctx.destination);
  return new Promise((resolve) => {
    source.onended = () => resolve();
    source.start();
  });
}
