// The alerts' sound: a short tone made with the Web Audio API (no audio file to load). A finished
// print rises, a stop falls, so the two can be told apart without looking. Each tone has its own
// audio context, closed when the tone ends. A browser that does not let the page play sound yet
// (no click on the page so far) stays silent.
import type { AlertKind } from './transitions';

/** The notes of each kind's tone, in Hz, 0.16 s each. */
const NOTES: Readonly<Record<AlertKind, readonly number[]>> = {
  finished: [660, 880],
  paused: [660, 660],
  error: [880, 440],
  shutdown: [880, 440],
  disconnected: [520, 390],
};

const NOTE_S = 0.16;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/**
 * Plays the tone of `kind` (silent while the browser does not let the page play sound); false when
 * the browser has no Web Audio. The context is closed after the tone either way.
 */
export function playAlertTone(kind: AlertKind): boolean {
  const Context = audioContextClass();
  if (!Context) return false;
  let context: AudioContext;
  try {
    context = new Context();
  } catch {
    return false;
  }
  try {
    // Not awaited: a browser that waits for a click would keep the tone (and this call) waiting.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.02;
    const notes = NOTES[kind];
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    notes.forEach((frequency, i) => {
      const at = start + i * NOTE_S;
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, at);
      // A soft attack and release: no click at either end of a note.
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S - 0.01);
      oscillator.connect(gain);
      oscillator.start(at);
      oscillator.stop(at + NOTE_S);
    });
    const lengthMs = (notes.length * NOTE_S + 0.02) * 1000;
    setTimeout(() => void context.close().catch(() => undefined), lengthMs + 200);
    return true;
  } catch {
    void context.close().catch(() => undefined);
    return false;
  }
}
