// Moonraker's webcam component (server.webcams.*, reference §9), used by the cameras store and
// the camera views; typed by protocol/methods.
import type { WebcamPost, WebcamRef } from '../../protocol/webcams';
import type { MoonrakerApi } from './api';

/** What the cameras read of an answer naming one webcam (the list's shape is in answers.ts). */
const one = { shape: { webcam: 'o' } };

export function webcamCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    list: () => call('server.webcams.list', undefined),
    getItem: (ref: WebcamRef) => call('server.webcams.get_item', ref, one),
    /** Updates the webcam of `uid` (or of `name`), or creates one by name; answers it. */
    postItem: (post: WebcamPost) => call('server.webcams.post_item', post, one),
    /** Answers the removed webcam. */
    deleteItem: (ref: WebcamRef) => call('server.webcams.delete_item', ref, one),
    test: (ref: WebcamRef) => call('server.webcams.test', ref, { shape: 'o' }),
  };
}
