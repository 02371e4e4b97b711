// 'While printing' for the host and service rules: a job printing or paused.
import { usePrintState } from '../../state/printer';

export function useJobRunning(): boolean {
  const state = usePrintState();
  return state === 'printing' || state === 'paused';
}
