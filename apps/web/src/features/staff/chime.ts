/**
 * The sound of a new order. Browsers let a page play sound only after someone used it, so the audio starts on the
 * first tap or key press on the console and the chime is silent before that.
 */
let context: AudioContext | null = null;

export function armChime(): () => void {
  const arm = () => {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    void context.resume();
  };
  window.addEventListener('pointerdown', arm);
  window.addEventListener('keydown', arm);
  return () => {
    window.removeEventListener('pointerdown', arm);
    window.removeEventListener('keydown', arm);
  };
}

export const chimeReady = () => context?.state === 'running';

/** Two short rising notes, loud enough over a kitchen's noise. */
export function chime(): void {
  if (context?.state !== 'running') return;
  const start = context.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.4, start + i * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.18 + 0.16);
    osc.connect(gain).connect(context.destination);
    osc.start(start + i * 0.18);
    osc.stop(start + i * 0.18 + 0.17);
  }
}
