// What the browser asks the server to do with files in one root: delete, move, rename, create a
// folder or an empty file, duplicate, preheat (a print starts through print-start/). Every call
// goes through attempt(): a refusal (e.g. 'File currently in use') reaches the user as a message.
// And the G-code preview of a file.
import {
  baseName,
  copyName,
  joinPath,
  parentPath,
  preheatGcode,
  type BrowserItem,
} from '../../lib/files';
import { uploadFiles } from '../../state/file-transfers';
import { filesStore, loadDirectory, selectListing } from '../../state/files';
import { previewFile } from '../../state/gcode-preview';
import type { PrinterScope } from '../../state/scope/printer-scope';

/** Preview a file of the gcodes root (the preview store asks first for a large one). */
export function previewItem(scope: PrinterScope, item: BrowserItem): void {
  previewFile(scope, item.path, item.size);
}

export function fileActions(scope: PrinterScope, root: string) {
  const attempt = scope.attempt.bind(scope);
  const full = (relative: string) => joinPath(root, relative);
  return {
    async remove(targets: BrowserItem[]): Promise<void> {
      for (const item of targets) {
        if (item.kind === 'parent') continue;
        if (item.kind === 'directory')
          await attempt((api) => api.files.deleteDirectory(full(item.path), true));
        else await attempt((api) => api.files.deleteFile(full(item.path)));
      }
    },
    /** Move items into a folder (skipping a folder into itself and items already there). */
    async moveInto(sources: string[], targetDir: string): Promise<void> {
      for (const source of sources) {
        if (source === targetDir || parentPath(source) === joinPath(targetDir)) continue;
        await attempt((api) =>
          api.files.move(full(source), full(joinPath(targetDir, baseName(source)))),
        );
      }
    },
    createFolder(folder: string, name: string) {
      return attempt((api) => api.files.postDirectory(full(joinPath(folder, name))));
    },
    /**
     * An empty file (Moonraker has no create call: an empty upload). Resolves true once the folder
     * lists it (a failed upload has already told the user why).
     */
    async createFile(folder: string, name: string): Promise<boolean> {
      await uploadFiles(scope, [new File([], name)], root, folder, false);
      await loadDirectory(scope, root, folder);
      const listing = selectListing(root, folder)(scope.get(filesStore).getState());
      return listing.files.some((file) => file.filename === name);
    },
    rename(item: BrowserItem, name: string) {
      return attempt((api) =>
        api.files.move(full(item.path), full(joinPath(parentPath(item.path), name))),
      );
    },
    duplicate(item: BrowserItem) {
      return attempt((api) =>
        api.files.copy(full(item.path), full(joinPath(parentPath(item.path), copyName(item.name)))),
      );
    },
    preheat(item: BrowserItem) {
      const script = preheatGcode(item.entry);
      return script
        ? attempt((api) => api.printer.gcodeScript(script))
        : Promise.resolve(undefined);
    },
  };
}
