// A view that shows a printer other than the chosen one opens that printer's scope while it is
// mounted, and closes it when it goes. The chosen printer's scope is the one already open.
import { useEffect, useState } from 'react';
import { useActiveScope } from './active';
import { PrinterScope } from './printer-scope';

/**
 * The scope of the printer at `apiUrl`: the chosen printer's when it is that one, else a scope of
 * its own (light when asked), connected on mount and closed on unmount. Null until it exists.
 */
export function usePrinterScopeOf(apiUrl: string, light = false): PrinterScope | null {
  const active = useActiveScope((s) => s.active);
  const isChosen = active?.apiUrl === apiUrl;
  const [own, setOwn] = useState<PrinterScope | null>(null);
  useEffect(() => {
    if (isChosen) return;
    const scope = new PrinterScope({ apiUrl, light });
    setOwn(scope);
    void scope.session.connect();
    return () => {
      scope.close();
      setOwn(null);
    };
  }, [apiUrl, light, isChosen]);
  return isChosen ? active : own;
}
