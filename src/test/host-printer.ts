// Pretend printers for the host's stores (services, utilisation, cameras, timelapse): a server.info
// that lists the components the store asks for, over HTTP and the socket alike.
import type { Webcam } from '../../protocol/webcams';
import type { FakePrinter } from '../state/__tests__/session-harness';
import { serveServerInfo } from './printer-scope';

export { webcam } from './webcam-fixture';
/** A notification from the printer on its open socket. */
export { notifyFrom as notify } from './printer-scope';

/** Makes `printer`'s server.info list `components` (its own ones stay). */
export function withComponents(printer: FakePrinter, components: string[]): void {
  serveServerInfo(printer, { components: [...printer.serverInfo().components, ...components] });
}

/** The printer lists `webcams` (server.webcams.list). */
export function serveWebcamList(printer: FakePrinter, webcams: Webcam[]): void {
  printer.rpc.set('server.webcams.list', () => ({ webcams: structuredClone(webcams) }));
}
