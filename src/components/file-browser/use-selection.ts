// Bulk selection of browser rows by path; '..' is never selectable. Selecting everything but '..'
// is "all"; deselecting down to nothing clears the selection. The selected items are listed in
// the order the list shows them (what a bulk action works through).
import { useCallback, useMemo, useState } from 'react';
import type { BrowserItem } from '../../lib/files';

export function useSelection(selectable: BrowserItem[]) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const toggle = useCallback((item: BrowserItem) => {
    if (item.kind === 'parent') return;
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(item.path)) next.delete(item.path);
      else next.add(item.path);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => {
    setSelected((current) =>
      current.size === selectable.length && selectable.length > 0
        ? new Set()
        : new Set(selectable.map((item) => item.path)),
    );
  }, [selectable]);
  const clear = useCallback(() => setSelected(new Set()), []);
  const allSelected = selectable.length > 0 && selected.size === selectable.length;
  const selectedItems = useMemo(
    () => selectable.filter((item) => selected.has(item.path)),
    [selectable, selected],
  );
  return { selected, selectedItems, toggle, toggleAll, clear, allSelected };
}
