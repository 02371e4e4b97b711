// The cameras store against a pretend printer with Moonraker's webcam component: the list at
// socket ready (moonraker.conf's cameras among them), notify_webcams_changed followed, a new
// camera posted by name and an edit by uid, removal by uid, moonraker.conf's cameras never posted
// nor deleted, a refusal shown with Moonraker's message and the list read again, the active
// camera kept in Printdeck's namespace, the previous version's cameras moved once, and nothing of
// printer A left after switching to B.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Webcam, WebcamPost } from '../../../protocol/webcams';
import { newCamera } from '../../lib/cameras';
import {
  camerasStore,
  enabledCameras,
  removeCamera,
  saveCamera,
  setActiveCamera,
  setCameraEnabled,
  useCameras,
} from '../cameras';
import { useWebcamList } from '../camera-presence';
import { useMessages } from '../messages';
import { activeScope } from '../scope/active';
import { serveWebcamList, webcam as listed } from '../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const webcam = (name: string, uid: string, patch: Partial<Webcam> = {}): Webcam =>
  listed(uid, name, { service: 'mjpegstreamer-adaptive', ...patch });

/** Moonraker's webcam component, as far as the store uses it; changes are notified first. */
function serveWebcams(printer: FakePrinter, webcams: Webcam[]) {
  const log: { method: string; params: unknown }[] = [];
  let next = 1;
  const notify = () =>
    printer.sockets()[0]?.receive({
      jsonrpc: '2.0',
      method: 'notify_webcams_changed',
      params: [{ webcams: webcams.map((w) => ({ ...w })) }],
    });
  printer.rpc.set('server.webcams.list', () => ({ webcams: webcams.map((w) => ({ ...w })) }));
  printer.rpc.set('server.webcams.post_item', (params) => {
    log.push({ method: 'post', params });
    const post = params as WebcamPost;
    const index = webcams.findIndex((w) =>
      post.uid !== undefined ? w.uid === post.uid : w.name === post.name,
    );
    const fields = { ...post };
    delete fields.uid;
    let cam: Webcam;
    if (index === -1) {
      cam = webcam(post.name ?? '', `uid-${next++}`, fields);
      webcams.push(cam);
    } else {
      cam = { ...webcams[index]!, ...fields };
      webcams[index] = cam;
    }
    notify();
    return { webcam: cam };
  });
  printer.rpc.set('server.webcams.delete_item', (params) => {
    log.push({ method: 'delete', params });
    const index = webcams.findIndex((w) => w.uid === (params as { uid: string }).uid);
    const [gone] = webcams.splice(index, 1);
    notify();
    return { webcam: gone };
  });
  return { log, notify };
}

describe('cameras store', () => {
  let A: FakePrinter;
  let B: FakePrinter;
  let webcams: Webcam[];
  let stored: Record<string, unknown>;
  let db: { method: string; key: unknown; value?: unknown }[];
  let server: ReturnType<typeof serveWebcams>;

  beforeEach(() => {
    useMessages.setState({ queue: [] });
    A = new FakePrinter('a.local:7125', 20);
    B = new FakePrinter('b.local:7125', 30);
    webcams = [
      webcam('printer', 'cfg-1', { source: 'config', service: 'mjpegstreamer' }),
      webcam('Bed', 'uid-bed'),
      webcam('Nozzle', 'uid-nozzle', { enabled: false }),
    ];
    stored = { activeCamera: 'uid-bed' };
    db = [];
    A.rpc.set('server.database.get_item', (params) => ({
      namespace: 'printdeck',
      key: params?.key,
      value: params?.key === 'cameras' ? stored : {},
    }));
    A.rpc.set('server.database.post_item', (params) => {
      db.push({ method: 'post', key: params?.key, value: params?.value });
      return { namespace: 'printdeck', key: params?.key, value: params?.value };
    });
    A.rpc.set('server.database.delete_item', (params) => {
      db.push({ method: 'delete', key: params?.key });
      return { namespace: 'printdeck', key: params?.key, value: null };
    });
    server = serveWebcams(A, webcams);
    installNetwork(A, B);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  const names = () => useCameras.getState().cameras.map((c) => c.name);
  /** The chosen printer's scope (the session's). */
  const scope = () => activeScope()!;
  /** Chooses a printer; its cameras store is made at once, as the dashboard's first view does. */
  const start = async (apiUrl: string) => {
    await startSession(apiUrl);
    useCameras.getState();
    await settle(40);
  };
  const connect = () => start('http://a.local:7125');

  it("loads the server's webcams and the stored active camera at socket ready", async () => {
    await connect();
    const state = useCameras.getState();
    expect(state.loaded).toBe(true);
    expect(names()).toEqual(['printer', 'Bed', 'Nozzle']);
    expect(state.cameras[0]).toMatchObject({ id: 'cfg-1', source: 'config', type: 'mjpgstream' });
    expect(state.activeCamera).toBe('uid-bed');
    expect(enabledCameras(state.cameras).map((c) => c.id)).toEqual(['cfg-1', 'uid-bed']);
    expect(db).toEqual([]);
  });

  it('asks for the list once per connection: the card check and the store share it', async () => {
    let asked = 0;
    A.rpc.set('server.webcams.list', () => {
      asked++;
      return { webcams: webcams.map((w) => ({ ...w })) };
    });
    await connect();
    expect(names()).toEqual(['printer', 'Bed', 'Nozzle']);
    expect(useWebcamList.getState().webcams?.some((w) => w.enabled)).toBe(true);
    expect(asked).toBe(1);
  });

  it('follows notify_webcams_changed; the active camera goes back to all when its camera goes', async () => {
    await connect();
    webcams.splice(1, 1);
    server.notify();
    expect(names()).toEqual(['printer', 'Nozzle']);
    expect(useCameras.getState().activeCamera).toBe('all');
  });

  it('posts a new camera by name and takes its uid; a fourth is refused', async () => {
    webcams.pop();
    await connect();
    expect(saveCamera(scope(), { ...newCamera(), name: 'Side', url: '/side?action=stream' })).toBe(
      true,
    );
    expect(names()).toEqual(['printer', 'Bed', 'Side']);
    await settle(20);
    expect(server.log).toHaveLength(1);
    const post = server.log[0]!.params as WebcamPost;
    expect(post).not.toHaveProperty('uid');
    expect(post).not.toHaveProperty('source');
    expect(post).toMatchObject({ name: 'Side', stream_url: '/side?action=stream' });
    expect(useCameras.getState().cameras.map((c) => c.id)).toEqual(['cfg-1', 'uid-bed', 'uid-1']);

    expect(saveCamera(scope(), { ...newCamera(), name: 'Fourth' })).toBe(false);
    await settle(20);
    expect(server.log).toHaveLength(1);
  });

  it('posts an edit by uid; a camera of moonraker.conf is never posted', async () => {
    await connect();
    setCameraEnabled(scope(), 'uid-nozzle', true);
    expect(useCameras.getState().cameras[2]?.enabled).toBe(true);
    await settle(20);
    expect(server.log.at(-1)?.params).toMatchObject({ uid: 'uid-nozzle', enabled: true });
    expect(webcams[2]?.enabled).toBe(true);

    const config = useCameras.getState().cameras[0]!;
    expect(saveCamera(scope(), { ...config, name: 'renamed' })).toBe(false);
    setCameraEnabled(scope(), 'cfg-1', false);
    removeCamera(scope(), 'cfg-1');
    await settle(20);
    expect(server.log).toHaveLength(1);
    expect(names()).toEqual(['printer', 'Bed', 'Nozzle']);
  });

  it("shows Moonraker's refusal and reads the list again", async () => {
    A.rpc.delete('server.webcams.post_item');
    await connect();
    const bed = useCameras.getState().cameras[1]!;
    saveCamera(scope(), { ...bed, name: 'Nozzle' });
    expect(names()).toEqual(['printer', 'Nozzle', 'Nozzle']);
    await settle(10);
    const socket = A.sockets()[0]!;
    const { id, params } = socket.request('server.webcams.post_item');
    expect(params).toMatchObject({ uid: 'uid-bed', name: 'Nozzle' });
    socket.replyError(id, 400, "Cannot rename webcam from 'Bed' to 'Nozzle'.");
    await settle(20);
    expect(useMessages.getState().queue.map((m) => m.text)).toContain(
      "Cannot rename webcam from 'Bed' to 'Nozzle'.",
    );
    expect(names()).toEqual(['printer', 'Bed', 'Nozzle']);
  });

  it('removes by uid; removing the active camera sets it back to all, saved', async () => {
    await connect();
    removeCamera(scope(), 'uid-bed');
    expect(names()).toEqual(['printer', 'Nozzle']);
    expect(useCameras.getState().activeCamera).toBe('all');
    await settle(20);
    expect(server.log).toEqual([{ method: 'delete', params: { uid: 'uid-bed' } }]);
    expect(db).toContainEqual({ method: 'post', key: 'cameras.activeCamera', value: 'all' });

    setActiveCamera(scope(), 'cfg-1');
    await settle();
    expect(db.at(-1)).toEqual({ method: 'post', key: 'cameras.activeCamera', value: 'cfg-1' });
    setActiveCamera(scope(), 'gone');
    expect(useCameras.getState().activeCamera).toBe('all');
  });

  it("moves the previous version's cameras once, the active one with them", async () => {
    webcams.splice(1, 2);
    stored = {
      activeCamera: 'old-side',
      cameras: [
        { id: 'old-printer', name: 'printer', type: 'mjpgstream', url: '/x' },
        { id: 'old-side', name: 'Side', type: 'webrtc', url: '', flipX: true },
      ],
    };
    await connect();
    await settle(40);
    // 'printer' is listed by the server already: only Side is posted.
    expect(server.log.map((e) => (e.params as WebcamPost).name)).toEqual(['Side']);
    expect(server.log[0]?.params).toMatchObject({
      service: 'webrtc-camerastreamer',
      stream_url: '',
      flip_horizontal: true,
    });
    expect(names()).toEqual(['printer', 'Side']);
    expect(db).toContainEqual({ method: 'delete', key: 'cameras.cameras' });
    expect(db).toContainEqual({ method: 'post', key: 'cameras.activeCamera', value: 'uid-1' });
    expect(useCameras.getState().activeCamera).toBe('uid-1');
  });

  it('keeps nothing of printer A after switching to B', async () => {
    serveWebcams(B, []);
    await connect();
    expect(names()).not.toEqual([]);
    await start('http://b.local:7125');
    expect(names()).toEqual([]);
    expect(useCameras.getState().activeCamera).toBe('all');
    expect(useCameras.getState().loaded).toBe(true);
  });
});

describe('cameras of two printers open at once', () => {
  const opened: TestPrinter[] = [];
  afterEach(() => {
    for (const p of opened.splice(0)) p.close();
  });

  /** A printer listing `names`, its cameras store made and loaded. */
  async function open(host: string, names: string[]) {
    const p = await openTestPrinter({
      host,
      setup: (printer) =>
        serveWebcamList(
          printer,
          names.map((name) => listed(`${host}-${name}`, name)),
        ),
    });
    opened.push(p);
    const store = p.scope.get(camerasStore);
    await expect.poll(() => store.getState().loaded).toBe(true);
    return { p, names: () => store.getState().cameras.map((c) => c.name) };
  }

  it("each shows its own list; one printer's notify_webcams_changed changes only its own", async () => {
    const a = await open('a.local:7125', ['Bed']);
    // The pretend network of the next printer forgets the sockets made before: keep A's.
    const socketA = a.p.printer.sockets()[0]!;
    const b = await open('b.local:7125', ['Nozzle', 'Side']);
    expect(a.names()).toEqual(['Bed']);
    expect(b.names()).toEqual(['Nozzle', 'Side']);
    socketA.receive({
      jsonrpc: '2.0',
      method: 'notify_webcams_changed',
      params: [{ webcams: [listed('a-top', 'Top')] }],
    });
    expect(a.names()).toEqual(['Top']);
    expect(b.names()).toEqual(['Nozzle', 'Side']);
  });
});
