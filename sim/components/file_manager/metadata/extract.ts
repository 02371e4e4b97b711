// extractMetadata(): identifies the slicer from the head/tail slices of a G-code file and builds the
// metadata object of reference §4.13 (thumbnails written as a side effect).

import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { FileMetadata } from '../../../../protocol/files';
import { gcodeEndByte, gcodeStartByte, readSlices } from './common';
import { identify } from './identify';
import { parseUnknown } from './unknown';
import { writeThumbnails } from './thumbnails';

/** Metadata of one G-code file; `modified` in Unix seconds. Never reads more than head + tail. */
export async function extractMetadata(path: string): Promise<FileMetadata> {
  const st = await stat(path);
  const { head, tail, tailOffset } = await readSlices(path);
  const found = identify(head);
  const fields = found ? found.parse(head, tail) : parseUnknown(head, tail);
  const start = gcodeStartByte(head);
  const end = gcodeEndByte(tail, tailOffset);
  const thumbnails = found ? await writeThumbnails(path, head) : [];
  const meta: FileMetadata = {
    size: st.size,
    modified: st.mtimeMs / 1000,
    uuid: randomUUID(),
    file_processors: [],
    slicer: found?.slicer ?? 'Unknown',
    slicer_version: found?.version ?? '',
    ...(start !== undefined ? { gcode_start_byte: start } : {}),
    ...(end !== undefined ? { gcode_end_byte: end } : {}),
    ...fields,
    ...(thumbnails.length > 0 ? { thumbnails } : {}),
    print_start_time: null,
    job_id: null,
  };
  return meta;
}
