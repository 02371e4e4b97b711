// Pretend printers for the host's stores (services, utilisation, cameras, timelapse): a server.info
// that lists the components the store asks for, over HTTP and the socket alike.
import type { Webcam } from '../../protocol/webcams';
import { json, type FakePrinter } from '../state/__tests__/session-harness';

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

/** A webcam as Moonraker lists it (server.webcams.list), MJPEG by default. */
export function webcam(uid: string, name: string, patch: Partial<Webcam> = {}): Webcam {
  return {
    name,
    enabled: true,
    icon: 'mdiWebcam',
    aspect_ratio: '4:3',
    target_fps: 15,
    target_fps_idle: 5,
    location: 'printer',
    service: 'mjpegstreamer',
    stream_url: '/webcam/?action=stream',
    snapshot_url: '/webcam/?action=snapshot',
    flip_horizontal: false,
    flip_vertical: false,
    rotation: 0,
    source: 'database',
    extra_data: {},
    uid,
    ...patch,
  };
}

/** The printer lists `webcams` (server.webcams.list). */
export function serveWebcamList(printer: FakePrinter, webcams: Webcam[]): void {
  printer.rpc.set('server.webcams.list', () => ({ webcams: structuredClone(webcams) }));
}
