// A view that shows a printer other than the chosen one holds that printer's scope while it is
// mounted. The chosen printer's scope is the one already open; another printer's is a light scope
// shared by every view that shows it (scope/fleet.ts), or a full one of the view's own.
import { useEffect, useState } from 'react';
import { useActiveScope } from './active';
import { holdFleetScope, releaseFleetScope } from './fleet';
import { PrinterScope } from './printer-scope';

/**
 * The scope of the printer at `apiUrl`: the chosen printer's when it is that one, else a light one
 * shared with the other views of that printer (`light`), or a full one of its own, connected on
 * mount and let go on unmount. Null until it exists.
 */
export function usePrinterScopeOf(apiUrl: string, light = false): PrinterScope | null {
  const active = useActiveScope((s) => s.active);
  const isChosen = active?.apiUrl === apiUrl;
  const [own, setOwn] = useState<PrinterScope | null>(null);
  useEffect(() => {
    if (isChosen) return;
    if (light) {
      const scope = holdFleetScope(apiUrl);
      setOwn(scope);
      return () => {
        releaseFleetScope(scope);
        setOwn(null);
      };
    }
    const scope = new PrinterScope({ apiUrl });
    setOwn(scope);
    void scope.session.connect();
    return () => {
      scope.close();
      setOwn(null);
    };
  }, [apiUrl, light, isChosen]);
  return isChosen ? active : own;
}
