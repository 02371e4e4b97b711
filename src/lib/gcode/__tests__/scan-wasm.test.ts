import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types
import { compileScanWasm, scanWasmModule } from '../../../../scripts/build-gcode-wasm.mjs';

describe('the compiled hot loop', () => {
  it('is a fresh compile of wasm/scan.ts (run scripts/build-gcode-wasm.mjs after a change)', async () => {
    const fresh = (scanWasmModule as (bytes: Buffer) => string)(
      await (compileScanWasm as () => Promise<Buffer>)(),
    );
    expect(readFileSync(resolve('src/lib/gcode/scan-wasm.ts'), 'utf8')).toBe(fresh);
  }, 60_000);
});
