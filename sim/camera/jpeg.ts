// JPEG encoding for the virtual camera, with jpeg-js. Its public `encode` builds a new encoder for
// every picture — Huffman and category tables of 65 536 entries, then garbage to collect — which
// costs about three times the encoding itself (some 60 ms of CPU a 640×480 frame against 20). The
// encoder is built once here instead: jpeg-js's encoder module is loaded with its constructor
// handed out. Should that module ever change shape, the public `encode` is used.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import { encode } from 'jpeg-js';

interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

interface Encoder {
  encode(image: RawImage, quality?: number): Buffer;
}

type EncoderClass = new (quality: number) => Encoder;

/** jpeg-js's encoder constructor, or null when it cannot be reached. */
function loadEncoderClass(): EncoderClass | null {
  try {
    const path = createRequire(import.meta.url).resolve('jpeg-js/lib/encoder.js');
    const source = readFileSync(path, 'utf8');
    // The module's own code in a function that returns its (unexported) encoder constructor.
    const factory = runInThisContext(
      `(function (module) {\n${source}\nreturn typeof JPEGEncoder === 'function' ? JPEGEncoder : null;\n})`,
      { filename: path },
    ) as (module: object) => EncoderClass | null;
    return factory({});
  } catch {
    return null;
  }
}

/** Encodes RGBA pictures at one quality, reusing one encoder. */
export class JpegEncoder {
  private readonly encoder: Encoder | null;

  constructor(private readonly quality: number) {
    const Class = loadEncoderClass();
    let encoder: Encoder | null = null;
    if (Class) {
      try {
        encoder = new Class(quality);
        // A first picture proves it works (a Buffer that starts as a JPEG does).
        const probe = encoder.encode({ data: new Uint8Array(8 * 8 * 4), width: 8, height: 8 });
        if (!Buffer.isBuffer(probe) || probe[0] !== 0xff || probe[1] !== 0xd8) encoder = null;
      } catch {
        encoder = null;
      }
    }
    this.encoder = encoder;
  }

  /** Whether the reused encoder is in use (else jpeg-js's public encode). */
  get reused(): boolean {
    return this.encoder !== null;
  }

  encode(image: RawImage): Buffer {
    if (this.encoder) return this.encoder.encode(image);
    return encode(image, this.quality).data;
  }
}
