/**
 * A two-note chime made with the Web Audio API (no audio file to download). Browsers allow
 * sound only after a click on the page: `unlockChime` is called from the "Turn on sound" button
 * and keeps the AudioContext for later calls.
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** Whether this browser can play the chime at all. */
export function canChime(): boolean {
  return audioContextClass() !== null;
}

/** Starts (or resumes) audio from a user's click; false when the browser has no Web Audio. */
export async function unlockChime(): Promise<boolean> {
  const Context = audioContextClass();
  if (!Context) return false;
  context ??= new Context();
  if (context.state === 'suspended') await context.resume();
  return context.state === 'running';
}

/** Two soft notes (E5 then C5), about a second long. Silent until unlocked. */
export function playChime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [659.25, 523.25].forEach((frequency, index) => {
    const at = start + index * 0.45;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.8);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.85);
  });
}
