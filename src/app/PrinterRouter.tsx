// Which printer the pages show, from the address: `/p/<printer-id>/<page>` names a printer (a
// bookmark, a reload or a second browser tab shows that one; the pages below it live under that
// prefix, their links stay there); a plain address (`/`, `/jobs`, …) shows the chosen printer, as
// stored. The printer the address asks for becomes this tab's printer without changing the
// stored choice, so two tabs can show two printers.
import { Suspense, useEffect, type ReactNode } from 'react';
import { lazy } from '../components/lazy';
import { Route, Switch } from 'wouter';
import { useInstances } from '../state/instances';
import { useActiveScope } from '../state/scope/active';
import { startSession } from '../state/session';
import { useUi } from '../state/ui';
import { instanceWithId } from './printer-address';

// Rarely seen: its own chunk.
const UnknownPrinter = lazy(() => import('./pages/UnknownPrinter'));

export function PrinterRouter({ children }: { children: ReactNode }) {
  return (
    <Switch>
      <Route path="/p/:id" nest>
        {(params) => <AddressedPrinter id={params.id ?? ''}>{children}</AddressedPrinter>}
      </Route>
      <Route>
        <ChosenPrinter>{children}</ChosenPrinter>
      </Route>
    </Switch>
  );
}

/** Switches this tab to `apiUrl` once start-up has picked a printer, when it shows another. */
function useShowPrinter(apiUrl: string | null | undefined): void {
  const started = useUi((s) => s.started);
  const shown = useActiveScope((s) => s.active?.apiUrl ?? null);
  useEffect(() => {
    if (started && apiUrl && shown !== apiUrl) void startSession(apiUrl);
  }, [started, apiUrl, shown]);
}

function AddressedPrinter({ id, children }: { id: string; children: ReactNode }) {
  const instance = useInstances((s) => instanceWithId(s.instances, id));
  const started = useUi((s) => s.started);
  useShowPrinter(instance?.apiUrl);
  if (!instance && started)
    return (
      <Suspense fallback={null}>
        <UnknownPrinter id={id} />
      </Suspense>
    );
  return children;
}

function ChosenPrinter({ children }: { children: ReactNode }) {
  const chosen = useInstances((s) => s.activeApiUrl);
  useShowPrinter(chosen);
  return children;
}
