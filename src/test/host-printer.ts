// Pretend printers for the host's stores (services, utilisation, cameras, timelapse): a server.info
// that lists the components the store asks for, over HTTP and the socket alike.
import type { Webcam } from '../../protocol/webcams';
import { json, type FakePrinter } from '../state/__tests__/session-harness';

export { webcam } from './webcam-fixture';

/** Makes `printer`'s server.info list `components` (its own ones stay). */
export function withComponents(printer: FakePrinter, components: string[]): void {
  const base = printer.serverInfo();
  const info = { ...base, components: [...base.components, ...components] };
  printer.http.set('GET /server/info', () => json({ result: info }));
  printer.rpc.set('server.info', () => info);
}

/** A notification from the printer on its open socket. */
export function notify(printer: FakePrinter, method: string, params: unknown[]): void {
  const socket = printer.sockets().at(-1);
  if (!socket) throw new Error(`${printer.host} has no socket`);
  socket.receive({ jsonrpc: '2.0', method, params });
}

/** The printer lists `webcams` (server.webcams.list). */
export function serveWebcamList(printer: FakePrinter, webcams: Webcam[]): void {
  printer.rpc.set('server.webcams.list', () => ({ webcams: structuredClone(webcams) }));
}
