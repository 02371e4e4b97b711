// The cameras store against a pretend printer: loaded from the database at socket ready, saved
// by path (cameras.cameras, cameras.activeCamera) as it changes, at most 3, the active camera
// back to 'all' when its camera is removed, and nothing of printer A left after switching to B.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newCamera } from '../../lib/cameras';
import {
  enabledCameras,
  removeCamera,
  saveCamera,
  setActiveCamera,
  setCameraEnabled,
  useCameras,
} from '../cameras';
import { closeSession, startSession } from '../session';
import { FakePrinter, installNetwork, settle, uninstallNetwork } from './session-harness';

const STORED = {
  cameras: [
    { ...newCamera(), id: 'bed', name: 'Bed' },
    { ...newCamera(), id: 'nozzle', name: 'Nozzle', enabled: false },
  ],
  activeCamera: 'bed',
};

describe('cameras store', () => {
  let A: FakePrinter;
  let B: FakePrinter;
  let posted: { key: unknown; value: unknown }[];

  beforeEach(() => {
    A = new FakePrinter('a.local:7125', 20);
    B = new FakePrinter('b.local:7125', 30);
    posted = [];
    A.rpc.set('server.database.get_item', (params) => ({
      namespace: 'printdeck',
      key: params?.key,
      value: params?.key === 'cameras' ? STORED : {},
    }));
    A.rpc.set('server.database.post_item', (params) => {
      posted.push({ key: params?.key, value: params?.value });
      return { namespace: 'printdeck', key: params?.key, value: params?.value };
    });
    installNetwork(A, B);
  });
  afterEach(() => {
    closeSession();
    uninstallNetwork();
  });

  const names = () => useCameras.getState().cameras.map((c) => c.name);

  it('loads the stored cameras and active camera at socket ready', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    const state = useCameras.getState();
    expect(state.loaded).toBe(true);
    expect(names()).toEqual(['Bed', 'Nozzle']);
    expect(state.activeCamera).toBe('bed');
    expect(enabledCameras(state.cameras).map((c) => c.id)).toEqual(['bed']);
  });

  it('saves by path: a new camera gets an id; a fourth is refused', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    expect(saveCamera({ ...newCamera(), name: 'Side' })).toBe(true);
    await settle();
    const added = useCameras.getState().cameras[2];
    expect(added?.id).not.toBe('-1');
    expect(posted.at(-1)).toEqual({ key: 'cameras.cameras', value: useCameras.getState().cameras });

    const count = posted.length;
    expect(saveCamera({ ...newCamera(), name: 'Fourth' })).toBe(false);
    await settle();
    expect(names()).toEqual(['Bed', 'Nozzle', 'Side']);
    expect(posted).toHaveLength(count);

    setCameraEnabled('nozzle', true);
    await settle();
    expect(useCameras.getState().cameras[1]?.enabled).toBe(true);
    expect(posted.at(-1)?.key).toBe('cameras.cameras');
  });

  it('removing the active camera sets it back to all, both saved', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    removeCamera('bed');
    await settle();
    expect(names()).toEqual(['Nozzle']);
    expect(useCameras.getState().activeCamera).toBe('all');
    expect(posted).toContainEqual({ key: 'cameras.activeCamera', value: 'all' });
    expect(posted).toContainEqual(expect.objectContaining({ key: 'cameras.cameras' }));

    setActiveCamera('nozzle');
    await settle();
    expect(posted.at(-1)).toEqual({ key: 'cameras.activeCamera', value: 'nozzle' });
    setActiveCamera('gone');
    await settle();
    expect(useCameras.getState().activeCamera).toBe('all');
  });

  it('keeps nothing of printer A after switching to B', async () => {
    await startSession('http://a.local:7125');
    await settle(40);
    expect(names()).not.toEqual([]);
    await startSession('http://b.local:7125');
    await settle(40);
    expect(names()).toEqual([]);
    expect(useCameras.getState().activeCamera).toBe('all');
    expect(useCameras.getState().loaded).toBe(true);
  });
});
