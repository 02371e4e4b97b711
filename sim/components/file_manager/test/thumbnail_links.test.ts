// Thumbnails are written next to their G-code file, in `.thumbs/`: never through a `.thumbs` folder
// or a thumbnail file that is a symlink leading out of the root (a metadata scan would otherwise
// write the images wherever the link points).

import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plantedForSuite } from './traversal_helpers';

interface Metadata {
  thumbnails?: { relative_path: string }[];
}

describe('thumbnails and symlinks', () => {
  const p = plantedForSuite();

  /** Copies small.gcode (which has thumbnails) into `folder` and returns its metadata. */
  const copyInto = async (folder: string): Promise<Metadata> => {
    await p.rpc.call('server.files.copy', {
      source: 'gcodes/small.gcode',
      dest: `gcodes/${folder}/small.gcode`,
    });
    return p.rpc.call<Metadata>('server.files.metadata', { filename: `${folder}/small.gcode` });
  };

  it('a normal folder gets its thumbnails', async () => {
    await p.rpc.call('server.files.post_directory', { path: 'gcodes/plain' });
    const meta = await copyInto('plain');
    expect(meta.thumbnails?.length).toBeGreaterThan(0);
    expect(readdirSync(join(p.data, 'gcodes', 'plain', '.thumbs')).length).toBe(
      meta.thumbnails?.length,
    );
  });

  it("never writes through a '.thumbs' folder linked out of the root", async () => {
    await p.rpc.call('server.files.post_directory', { path: 'gcodes/linked' });
    const target = join(p.outside, 'thumbs-target');
    mkdirSync(target);
    symlinkSync(target, join(p.data, 'gcodes', 'linked', '.thumbs'));
    const meta = await copyInto('linked');
    expect(readdirSync(target)).toEqual([]);
    expect(meta.thumbnails ?? []).toEqual([]);
  });

  it('never writes through a thumbnail file that links out of the root', async () => {
    const names = readdirSync(join(p.data, 'gcodes', 'plain', '.thumbs'));
    const thumbs = join(p.data, 'gcodes', 'files-linked', '.thumbs');
    mkdirSync(thumbs, { recursive: true });
    const victims = names.map((name) => {
      const victim = join(p.outside, `victim-${name}`);
      writeFileSync(victim, 'keep me');
      symlinkSync(victim, join(thumbs, name));
      return victim;
    });
    const meta = await copyInto('files-linked');
    for (const victim of victims) expect(readFileSync(victim, 'utf8')).toBe('keep me');
    // The thumbnails are written as files of their own in place of the links.
    expect(meta.thumbnails?.length).toBe(names.length);
    for (const name of names)
      expect(readFileSync(join(thumbs, name)).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
