// Volumetric flow from the filament used, measured over at least 2 s of print time (print_duration
// as the clock: it stands still while paused and follows the printer's own time).
import { useEffect, useRef, useState } from 'react';
import { volumetricFlow, type FilamentSample } from '../../../../lib/print-stats';

export function useFlow(
  position: number | undefined,
  printSeconds: number,
  active: boolean,
  diameter: number | undefined,
): number | null {
  const sample = useRef<FilamentSample | null>(null);
  const [flow, setFlow] = useState<number | null>(null);
  useEffect(() => {
    if (!active || typeof position !== 'number') {
      sample.current = null;
      setFlow(null);
      return;
    }
    const next = { time: printSeconds * 1000, position };
    const previous = sample.current;
    if (!previous || next.position < previous.position || next.time < previous.time) {
      sample.current = next;
      return;
    }
    const value = volumetricFlow(previous, next, diameter);
    if (value !== null) {
      sample.current = next;
      setFlow(value);
    }
  }, [position, printSeconds, active, diameter]);
  return flow;
}
