// Opens the update dialog (its own lazy chunk) when the update manager turns busy — whoever
// started the work, this browser or another — and keeps it until the user closes it.
import { Suspense, useEffect, useState } from 'react';
import { lazy } from '../lazy';
import { useScoped } from '../../state/scope/context';
import { updatesStore, useUpdates } from '../../state/updates';

const UpdateDialog = lazy(() => import('./UpdateDialog'));

export function UpdateDialogHost() {
  const updates = useScoped(updatesStore);
  const busy = useUpdates((s) => s.busy);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (busy) setOpen(true);
  }, [busy]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog
        onClose={() => {
          setOpen(false);
          updates.setState({ responses: [] });
        }}
      />
    </Suspense>
  );
}
