// The file manager: roots, listings and every mutation of reference §4, each answered with
// {item, action[, source_item]} and broadcast as notify_filelist_changed (after metadata extraction).

import { existsSync, lstatSync, mkdirSync, readdirSync, statSync, type CopyOptions } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type {
  DirectoryListing,
  FileChange,
  FileEntry,
  ItemInfo,
  RootInfo,
} from '../../../protocol/files';
import type { App } from '../../app';
import { ServerError } from '../../errors';
import { fullDisk } from '../../faults';
import { MetadataCatalog } from './catalog';
import {
  deletedItem,
  diskUsage,
  itemInfo,
  listRoot,
  readDirectory,
  type ListEntry,
} from './listing';
import { pyOsError } from './os_error';
import {
  insideDir,
  isGcode,
  makeRoots,
  resolveIn,
  resolveRequest,
  type Resolved,
  type Root,
} from './roots';
import { seedGcodes, setupRoots } from './setup';
import { writeZip } from './zip';

const IN_USE = 'File currently in use';

export class FileManager {
  readonly roots: Map<string, Root>;
  readonly catalog: MetadataCatalog;
  readonly uploadTmp: string;
  private scanning: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly app: App,
    dataDir: string,
  ) {
    this.roots = makeRoots(dataDir);
    setupRoots(dataDir, this.roots);
    const gcodes = this.root('gcodes');
    seedGcodes(dataDir, gcodes.path);
    this.catalog = new MetadataCatalog(gcodes, dataDir);
    this.uploadTmp = join(dataDir, '.tmp_uploads');
  }

  /** Start-up scan: extract metadata of every G-code file not yet known (in the background). */
  startScan(): void {
    this.catalog.prune();
    this.scanning = (async () => {
      for (const f of listRoot(this.root('gcodes'))) {
        if (this.closed) return;
        await this.catalog.metadata(f.path).catch(() => null);
      }
    })();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.scanning;
    this.catalog.close();
  }

  root(name: string): Root {
    const r = this.roots.get(name);
    if (!r) throw new ServerError(`Invalid root path (${name})`);
    return r;
  }

  resolve(request: string, status = 403): Resolved {
    return resolveRequest(this.roots, request, status);
  }

  /** A root another component adds (moonraker-timelapse's `timelapse`), created when missing. */
  registerDirectory(name: string, path: string, permissions: Root['permissions']): void {
    mkdirSync(path, { recursive: true });
    this.roots.set(name, { name, path, permissions });
  }

  rootList(): RootInfo[] {
    return [...this.roots.values()].map((r) => ({
      name: r.name,
      path: r.path,
      permissions: r.permissions,
    }));
  }

  list(rootName: string): ListEntry[] {
    const root = this.roots.get(rootName);
    if (!root) throw new ServerError(`Failed to build file list, invalid path: ${rootName}: None`);
    return listRoot(root);
  }

  async directory(request: string, extended: boolean): Promise<DirectoryListing> {
    const r = this.resolve(request);
    const { dirs, files } = readDirectory(r);
    let out: FileEntry[] = files;
    if (extended && r.root.name === 'gcodes') {
      out = [];
      for (const f of files) {
        const rel = r.rel === '' ? f.filename : `${r.rel}/${f.filename}`;
        const meta = isGcode(f.filename)
          ? await this.catalog.metadata(rel).catch(() => null)
          : null;
        if (!meta) {
          out.push(f);
          continue;
        }
        const { size: _s, modified: _m, filename: _f, ...rest } = meta;
        out.push({ ...f, ...rest });
      }
    }
    return {
      dirs,
      files: out,
      disk_usage: this.app.faults?.diskFull
        ? fullDisk(diskUsage(r.root.path))
        : diskUsage(r.root.path),
      root_info: { name: r.root.name, permissions: r.root.permissions },
    };
  }

  /** gcodes-relative path of the file loaded for printing (printing or paused). */
  private inUse(r: Resolved, recursive: boolean): boolean {
    const loaded = this.app.print?.fileInUse() ?? null;
    if (loaded === null || r.root.name !== 'gcodes') return false;
    if (r.rel === loaded) return true;
    return recursive && (r.rel === '' || loaded.startsWith(`${r.rel}/`));
  }

  refuseInUse(r: Resolved, recursive = false): void {
    if (this.inUse(r, recursive)) throw new ServerError(IN_USE, 403);
  }

  /** Sends notify_filelist_changed just after the reply (Moonraker's order). */
  notify(change: FileChange): void {
    setImmediate(() => this.app.notify('notify_filelist_changed', change));
  }

  async createDir(request: string): Promise<FileChange> {
    const r = this.resolve(request);
    if (r.root.permissions !== 'rw') throw new ServerError('Operation Not Supported', 405);
    if (existsSync(r.abs)) throw new ServerError(`[Errno 17] File exists: '${r.abs}'`);
    await mkdir(r.abs).catch((err: unknown) => {
      throw new ServerError(pyOsError(err, r.abs));
    });
    return this.done({ item: itemInfo(r), action: 'create_dir' });
  }

  async deleteDir(request: string, force: boolean): Promise<FileChange> {
    const r = this.resolve(request);
    if (r.rel === '') throw new ServerError('Cannot delete root directory');
    if (r.root.permissions !== 'rw') throw new ServerError('Operation Not Supported', 405);
    if (!existsSync(r.abs) || !statSync(r.abs).isDirectory())
      throw new ServerError(`Directory does not exist (${request})`);
    if (!force && readdirSync(r.abs).length > 0)
      throw new ServerError(`[Errno 39] Directory not empty: '${r.abs}'`);
    this.refuseInUse(r, true);
    await rm(r.abs, { recursive: true, force: true });
    if (r.root.name === 'gcodes') this.catalog.removeDir(r.rel);
    return this.done({ item: deletedItem(r), action: 'delete_dir' });
  }

  async deleteFile(request: string): Promise<FileChange> {
    const r = this.resolve(request);
    if (r.root.permissions !== 'rw')
      throw new ServerError(`Path not available for DELETE: ${request}`, 405);
    if (!existsSync(r.abs) || !statSync(r.abs).isFile())
      throw new ServerError(`Invalid file path: ${request}`);
    this.refuseInUse(r);
    await rm(r.abs, { force: true });
    if (r.root.name === 'gcodes') await this.catalog.remove(r.rel);
    return this.done({ item: deletedItem(r), action: 'delete_file' });
  }

  /** Source and destination of move/copy; a directory destination that exists receives the source. */
  private pair(source: string, dest: string, verb: 'move' | 'copy'): [Resolved, Resolved] {
    const src = this.resolve(source);
    let dst = this.resolve(dest);
    if (!existsSync(src.abs)) throw new ServerError(`File ${src.abs} does not exist`);
    if (verb === 'move' && src.root.permissions !== 'rw')
      throw new ServerError(`Source path is read-only, cannot move: ${src.root.name}`);
    if (dst.root.permissions !== 'rw')
      throw new ServerError(`Destination path is read-only: ${dst.root.name}`);
    if (src.rel === '') throw new ServerError(`Cannot ${verb} root directory`);
    if (existsSync(dst.abs) && statSync(dst.abs).isDirectory() && dst.abs !== src.abs) {
      dst = resolveIn(
        dst.root,
        dst.rel === '' ? basename(src.abs) : `${dst.rel}/${basename(src.abs)}`,
      );
    }
    if (dst.abs === src.abs || dst.abs.startsWith(`${src.abs}/`))
      throw new ServerError(`Cannot ${verb} '${source}' into itself`);
    return [src, dst];
  }

  async move(source: string, dest: string): Promise<FileChange> {
    const [src, dst] = this.pair(source, dest, 'move');
    const isDir = statSync(src.abs).isDirectory();
    this.refuseInUse(src, true);
    this.refuseInUse(dst, true);
    await mkdir(dirname(dst.abs), { recursive: true }).catch((err: unknown) => {
      throw new ServerError(pyOsError(err, dst.abs));
    });
    if (isDir && existsSync(dst.abs))
      throw new ServerError(`[Errno 39] Directory not empty: '${dst.abs}'`);
    if (src.root.name === 'gcodes' && !isDir) await this.catalog.remove(src.rel);
    await rename(src.abs, dst.abs).catch((err: unknown) => {
      throw new ServerError(pyOsError(err, dst.abs));
    });
    if (src.root.name === 'gcodes' && isDir) this.catalog.removeDir(src.rel);
    await this.afterWrite(dst);
    const source_item: ItemInfo = { path: src.rel, root: src.root.name };
    return this.done({
      item: itemInfo(dst),
      source_item,
      action: isDir ? 'move_dir' : 'move_file',
    });
  }

  async copy(source: string, dest: string): Promise<FileChange> {
    const [src, dst] = this.pair(source, dest, 'copy');
    const isDir = statSync(src.abs).isDirectory();
    const existed = existsSync(dst.abs);
    if (existed) this.refuseInUse(dst, true);
    await mkdir(dirname(dst.abs), { recursive: true }).catch((err: unknown) => {
      throw new ServerError(pyOsError(err, dst.abs));
    });
    // A file is copied as its content (a symlink inside the root becomes a file, as Moonraker's
    // copy2 does); a folder without the symlinks in it that leave the source's root.
    const options: CopyOptions = isDir
      ? { recursive: true, force: true, filter: (from) => !linksOut(src.root, from) }
      : { dereference: true, force: true };
    await cp(src.abs, dst.abs, options).catch((err: unknown) => {
      throw new ServerError(pyOsError(err, dst.abs));
    });
    await this.afterWrite(dst);
    const action = isDir ? 'create_dir' : existed ? 'modify_file' : 'create_file';
    return this.done({ item: itemInfo(dst), action });
  }

  async zip(
    items: string[],
    dest: string | undefined,
    storeOnly: boolean,
  ): Promise<{ destination: ItemInfo; action: 'zip_files' }> {
    if (items.length === 0)
      throw new ServerError('At least one file or directory must be specified');
    const resolved = items.map((i) => {
      const r = this.resolve(i);
      if (!existsSync(r.abs)) throw new ServerError(`No file/directory exits at '${i}'`);
      return r;
    });
    const d = this.resolve(dest ?? `config/collection-${stamp()}.zip`);
    if (d.root.permissions !== 'rw')
      throw new ServerError(`Destination Root '${d.root.name}' is read-only`);
    await mkdir(dirname(d.abs), { recursive: true });
    await writeZip(resolved, d.abs, storeOnly);
    const destination = itemInfo(d);
    this.notify({ item: destination, action: 'create_file' });
    return { destination, action: 'zip_files' };
  }

  /** Extracts metadata of a G-code file written to gcodes (before the change is announced). */
  async afterWrite(r: Resolved): Promise<void> {
    if (r.root.name !== 'gcodes' || !statSync(r.abs).isFile() || !isGcode(r.rel)) return;
    await this.catalog.extract(r.rel).catch(() => null);
  }

  done(change: FileChange): FileChange {
    this.notify(change);
    return change;
  }
}

/** A symlink whose target is missing or leaves the root (a copy leaves it behind). */
function linksOut(root: Root, abs: string): boolean {
  try {
    return lstatSync(abs).isSymbolicLink() && !insideDir(root.path, abs);
  } catch {
    return true;
  }
}

function stamp(): string {
  const d = new Date();
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}
