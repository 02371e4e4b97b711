// How one printer is connected: its API address, whether it answered, and its socket's state. One
// store per printer (its scope); `useConnection` reads the printer a view shows.
import { createStore, type StoreApi } from 'zustand';
import { boundStore } from './scope/bound';
import { scopedStore } from './scope/scoped-store';

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface ConnectionState {
  apiUrl: string | null;
  socketUrl: string | null;
  /** The last API check got an answer (a 401 counts). */
  apiReachable: boolean;
  /** An API check is running (start-up or a user's reconnect). */
  checking: boolean;
  socketStatus: SocketStatus;
  /** Why the socket closed, when it did. */
  socketReason: 'unauthorized' | 'unreachable' | 'closed' | null;
  /** This scope's socket has been open (a socket connecting again is a lost connection). */
  everOpen: boolean;
}

export const initialConnection: ConnectionState = {
  apiUrl: null,
  socketUrl: null,
  apiReachable: false,
  checking: false,
  socketStatus: 'idle',
  socketReason: null,
  everOpen: false,
};

export type ConnectionStore = Pick<StoreApi<ConnectionState>, 'getState' | 'setState'>;

export const connectionStore = scopedStore('connection', () =>
  createStore<ConnectionState>(() => ({ ...initialConnection })),
);

export const useConnection = boundStore(connectionStore);

/** The socket is usable: open (heartbeat answered). */
export function isSocketOpen(state: ConnectionState): boolean {
  return state.socketStatus === 'open';
}
