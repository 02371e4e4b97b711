// Where the dashboard is connected: the API address, whether it answered, and the socket's state.
import { create } from 'zustand';

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

interface ConnectionState {
  apiUrl: string | null;
  socketUrl: string | null;
  /** The last API check got an answer (a 401 counts). */
  apiReachable: boolean;
  /** An API check is running (start-up or a user's reconnect). */
  checking: boolean;
  socketStatus: SocketStatus;
  /** Why the socket closed, when it did. */
  socketReason: 'unauthorized' | 'unreachable' | 'closed' | null;
  /** The host configuration (config.json) could not be loaded: the app is not mounted. */
  hostConfigError: boolean;
  /** The socket has been open at least once in this page's life. */
  everConnected: boolean;
}

export const initialConnection: ConnectionState = {
  apiUrl: null,
  socketUrl: null,
  apiReachable: false,
  checking: false,
  socketStatus: 'idle',
  socketReason: null,
  hostConfigError: false,
  everConnected: false,
};

export const useConnection = create<ConnectionState>(() => ({ ...initialConnection }));

/** The socket is usable: open (heartbeat answered). */
export function isSocketOpen(state: ConnectionState): boolean {
  return state.socketStatus === 'open';
}
