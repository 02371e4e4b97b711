// User-visible messages (snackbars), shown from one place in the app and de-duplicated.
import { create } from 'zustand';

export interface Message {
  id: number;
  text: string;
  severity: 'error' | 'success' | 'info';
  /** Milliseconds before it closes by itself; null keeps it until dismissed. */
  timeout: number | null;
}

interface MessagesState {
  queue: Message[];
}

export const useMessages = create<MessagesState>(() => ({ queue: [] }));

let nextId = 1;

export function showMessage(
  text: string,
  severity: Message['severity'] = 'info',
  timeout: number | null = 1500,
): void {
  const { queue } = useMessages.getState();
  if (queue.some((message) => message.text === text)) return;
  useMessages.setState({ queue: [...queue, { id: nextId++, text, severity, timeout }] });
}

export function showError(text: string, persistent = false): void {
  showMessage(text, 'error', persistent ? null : 6000);
}

export function dismissMessage(id: number): void {
  useMessages.setState({
    queue: useMessages.getState().queue.filter((message) => message.id !== id),
  });
}
