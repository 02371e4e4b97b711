// User-visible messages (snackbars), shown from one place in the app and de-duplicated.
import { create } from 'zustand';

export interface Message {
  id: number;
  text: string;
  severity: 'error' | 'success' | 'info';
  /** Milliseconds before it closes by itself; null keeps it until dismissed. */
  timeout: number | null;
  /** An external page that explains the message. */
  link?: MessageLink;
}

export interface MessageLink {
  href: string;
  label: string;
}

interface MessagesState {
  queue: Message[];
  /** The id the next message gets. */
  nextId: number;
}

export const useMessages = create<MessagesState>(() => ({ queue: [], nextId: 1 }));

export function showMessage(
  text: string,
  severity: Message['severity'] = 'info',
  timeout: number | null = 1500,
  link?: MessageLink,
): void {
  const { queue, nextId } = useMessages.getState();
  if (queue.some((message) => message.text === text)) return;
  const message: Message = { id: nextId, text, severity, timeout };
  if (link) message.link = link;
  useMessages.setState({ queue: [...queue, message], nextId: nextId + 1 });
}

export function showError(text: string, persistent = false): void {
  showMessage(text, 'error', persistent ? null : 6000);
}

export function dismissMessage(id: number): void {
  useMessages.setState({
    queue: useMessages.getState().queue.filter((message) => message.id !== id),
  });
}
