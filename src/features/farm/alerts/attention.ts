// Which printers need a hand now (stopped, paused, finished with the bed to clear, unreachable…),
// as the alert watcher reads them: the page title counts them. App state, by printer id.
import { create } from 'zustand';

interface AttentionState {
  /** Ids of the printers that need attention. */
  printers: readonly string[];
}

/** App state: the printers needing attention (set by the alert watcher while it runs). */
export const useFarmAttention = create<AttentionState>(() => ({ printers: [] }));

/** Marks printer `id` as needing attention, or not. */
export function setNeedsAttention(id: string, needs: boolean): void {
  const { printers } = useFarmAttention.getState();
  if (printers.includes(id) === needs) return;
  useFarmAttention.setState({
    printers: needs ? [...printers, id] : printers.filter((each) => each !== id),
  });
}

/** How many printers need attention. */
export function useAttentionCount(): number {
  return useFarmAttention((s) => s.printers.length);
}
