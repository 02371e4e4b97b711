// The metadata catalog of the gcodes root: extraction on demand (deduplicated), persistence, thumbnails
// cleanup, print marks; implements the FileCatalog seam used by the print runner and history.

import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, extname, join, posix } from 'node:path';
import type { FileMetadata, ThumbnailInfo } from '../../../protocol/files';
import type { FileCatalog } from '../../contracts';
import { extractMetadata } from './metadata/extract';
import { MetaStore } from './meta_store';
import { insideDir, isGcode, resolveIn, type Root } from './roots';

export class MetadataCatalog implements FileCatalog {
  readonly gcodesDir: string;
  private readonly store: MetaStore;
  private readonly inflight = new Map<string, Promise<FileMetadata | null>>();

  constructor(
    private readonly root: Root,
    dataDir: string,
  ) {
    this.gcodesDir = root.path;
    this.store = new MetaStore(dataDir);
  }

  private fileStat(filename: string): { size: number; modified: number; abs: string } | null {
    if (!isGcode(filename)) return null;
    let abs: string;
    try {
      abs = resolveIn(this.root, filename).abs;
    } catch {
      return null;
    }
    try {
      const st = statSync(abs);
      return st.isFile() ? { size: st.size, modified: st.mtimeMs / 1000, abs } : null;
    } catch {
      return null;
    }
  }

  /** Stored metadata if still valid, else extracted now; null when the file is missing. */
  async metadata(filename: string): Promise<FileMetadata | null> {
    const st = this.fileStat(filename);
    if (!st) return null;
    const stored = this.store.get(filename);
    if (stored && stored.modified === st.modified && stored.size === st.size) return stored;
    return this.extract(filename);
  }

  /** Forces (re-)extraction; concurrent calls for one file share the work. */
  extract(filename: string): Promise<FileMetadata | null> {
    const running = this.inflight.get(filename);
    if (running) return running;
    const job = (async () => {
      const st = this.fileStat(filename);
      if (!st) return null;
      const meta = await extractMetadata(st.abs);
      this.store.set(filename, meta);
      return meta;
    })().finally(() => this.inflight.delete(filename));
    this.inflight.set(filename, job);
    return job;
  }

  /** Cached metadata only (no extraction): for listings of many files. */
  cached(filename: string): FileMetadata | null {
    return this.store.get(filename);
  }

  async thumbnails(filename: string): Promise<ThumbnailInfo[]> {
    const meta = await this.metadata(filename).catch(() => null);
    const dir = posix.dirname(filename);
    return (meta?.thumbnails ?? []).map((t) => ({
      width: t.width,
      height: t.height,
      size: t.size,
      thumbnail_path: dir === '.' ? t.relative_path : `${dir}/${t.relative_path}`,
    }));
  }

  /** Forgets a file's metadata and deletes its thumbnails (never through a symlink out of gcodes). */
  async remove(filename: string): Promise<void> {
    const meta = this.store.get(filename);
    this.store.delete(filename);
    const dir = dirname(join(this.gcodesDir, filename));
    const stem = basename(filename, extname(filename));
    const thumbs = meta?.thumbnails?.map((t) => join(dir, t.relative_path)) ?? [];
    for (const t of thumbs)
      if (basename(t).startsWith(`${stem}-`) && insideDir(this.gcodesDir, t))
        await rm(t, { force: true });
  }

  /** Forgets every file below a directory (the directory itself is being removed). */
  removeDir(dir: string): void {
    this.store.deletePrefix(dir);
  }

  markPrinted(filename: string, jobId: string, startTime: number): void {
    const meta = this.store.get(filename);
    if (!meta) return;
    this.store.set(filename, { ...meta, print_start_time: startTime, job_id: jobId });
  }

  exists(filename: string, modified: number | undefined): boolean {
    const st = this.fileStat(filename);
    if (!st) return false;
    return modified === undefined || Math.abs(st.modified - modified) < 1e-3;
  }

  /** Drops records of files that no longer exist (start-up). */
  prune(): void {
    for (const p of this.store.paths())
      if (!existsSync(join(this.gcodesDir, p))) this.store.delete(p);
  }

  close(): void {
    this.store.close();
  }
}
