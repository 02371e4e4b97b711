// A file's metadata (server.files.metadata) on the printer of the view, fetched again whenever the
// file changes: the status card and the farm's tiles show the loaded file's.
import { useEffect, useState } from 'react';
import type { FileMetadata } from '../../protocol/files';
import { usePrinterCalls } from '../state/scope/calls';

export function useFileMetadata(filename: string): FileMetadata | null {
  const { attempt } = usePrinterCalls();
  const [loaded, setLoaded] = useState<{ filename: string; meta: FileMetadata | null }>({
    filename: '',
    meta: null,
  });
  useEffect(() => {
    if (!filename) return;
    let live = true;
    void attempt((api) => api.files.metadata(filename)).then((meta) => {
      if (live) setLoaded({ filename, meta: meta ?? null });
    });
    return () => {
      live = false;
    };
  }, [attempt, filename]);
  return loaded.filename === filename ? loaded.meta : null;
}
