// What the slicer tests compare: the extraction of a sample written to disk, without the fields
// every extraction has whatever the slicer (checked on their own).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { FileMetadata } from '../../../../../protocol/files';
import { extractMetadata } from '../extract';

export type SlicerCase = [name: string, gcode: string, fields: Partial<FileMetadata>];

const COMMON = [
  'size',
  'modified',
  'uuid',
  'file_processors',
  'print_start_time',
  'job_id',
  'gcode_start_byte',
  'gcode_end_byte',
  'thumbnails',
] as const;

export function slicerFields(m: FileMetadata): Partial<FileMetadata> {
  const out: Record<string, unknown> = { ...m };
  for (const key of COMMON) delete out[key];
  return out as Partial<FileMetadata>;
}

/** Writes `gcode` into `dir`, extracts it and checks every field against `fields` (no more, no less). */
export async function expectFields(dir: string, [name, gcode, fields]: SlicerCase) {
  const path = join(dir, `${name.replace(/[^A-Za-z0-9]+/g, '_')}.gcode`);
  writeFileSync(path, gcode);
  const m = await extractMetadata(path);
  expect(slicerFields(m)).toEqual(fields);
  expect(m).toMatchObject({ size: Buffer.byteLength(gcode), file_processors: [], job_id: null });
  expect(m.uuid).toMatch(/^[0-9a-f-]{36}$/);
  return m;
}
