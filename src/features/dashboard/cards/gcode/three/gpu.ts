// WebGL helpers of the 3D view: buffers filled a slice per task (tens of megabytes in one
// bufferData would hold the page), handed to three.js as GLBufferAttributes.
import { GLBufferAttribute, type WebGLRenderer } from 'three';

/** Bytes copied to the GPU per task. */
const UPLOAD_SLICE_BYTES = 4 << 20;

/** Lets the browser handle input and paint, then resumes (a task, not a microtask). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export type BufferData = Float32Array | Uint32Array | Uint8Array | Int8Array;

/** A vertex or index buffer of `data`, uploaded in slices by `upload()`. */
export class SlicedBuffer {
  readonly attribute: GLBufferAttribute;
  private buffer: WebGLBuffer | null = null;

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly data: BufferData,
    itemSize: number,
    private readonly index = false,
  ) {
    const gl = renderer.getContext();
    const type =
      data instanceof Float32Array
        ? gl.FLOAT
        : data instanceof Uint32Array
          ? gl.UNSIGNED_INT
          : data instanceof Int8Array
            ? gl.BYTE
            : gl.UNSIGNED_BYTE;
    // The WebGL buffer comes with upload(); until then the attribute draws nothing.
    this.attribute = new GLBufferAttribute(
      null as unknown as WebGLBuffer,
      type,
      itemSize,
      data.BYTES_PER_ELEMENT as 1 | 2 | 4,
      data.length / itemSize,
      // Signed bytes are directions: −127 … 127 read as −1 … 1.
      data instanceof Int8Array,
    );
  }

  /** Copies the data to a new WebGL buffer a slice per task; false when cancelled meanwhile. */
  async upload(cancelled: () => boolean): Promise<boolean> {
    const gl = this.renderer.getContext() as WebGL2RenderingContext;
    const target = this.index ? gl.ELEMENT_ARRAY_BUFFER : gl.ARRAY_BUFFER;
    this.release();
    const buffer = gl.createBuffer();
    this.buffer = buffer;
    const bind = () => {
      // No vertex array bound, so that an index buffer binding changes none of three.js's.
      gl.bindVertexArray(null);
      gl.bindBuffer(target, buffer);
    };
    bind();
    gl.bufferData(target, Math.max(4, this.data.byteLength), gl.STATIC_DRAW);
    this.renderer.resetState();
    const step = Math.max(1, Math.floor(UPLOAD_SLICE_BYTES / this.data.BYTES_PER_ELEMENT));
    for (let at = 0; at < this.data.length; at += step) {
      await nextTask();
      if (cancelled() || this.buffer !== buffer) return false;
      bind();
      const n = Math.min(step, this.data.length - at);
      gl.bufferSubData(target, at * this.data.BYTES_PER_ELEMENT, this.data, at, n);
      this.renderer.resetState();
    }
    this.attribute.buffer = buffer;
    this.attribute.needsUpdate = true;
    return true;
  }

  /** Drops the buffer of a lost context (deleting it there is an error). */
  forget(): void {
    this.buffer = null;
  }

  /** Deletes the WebGL buffer (on dispose, or before uploading again after a context loss). */
  release(): void {
    if (this.buffer) this.renderer.getContext().deleteBuffer(this.buffer);
    this.buffer = null;
  }
}
