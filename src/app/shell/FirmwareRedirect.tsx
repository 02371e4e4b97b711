// Klipper is up but a board is not connected (lib/firmware-link.ts): the dashboard goes to
// /configure, where printer.cfg is fixed and the firmware-state card says why. Only when that
// starts for the printer shown (or a page opens on it): the user may go elsewhere and is not sent
// back until the board connects and is lost again. The entry is marked, so that a reload of it
// goes to the dashboard (lib/start-address.ts).
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { mcuLinkFault } from '../../lib/firmware-link';
import { arrivalState } from '../../lib/start-address';
import { useActiveScope } from '../../state/scope/active';
import { useServer } from '../../state/server';

export function FirmwareRedirect() {
  const fault = useServer(
    (s) => mcuLinkFault(s.klippyState, s.klippyConnected, s.klippyMessage) !== null,
  );
  const printer = useActiveScope((s) => s.active?.apiUrl ?? null);
  const [location, navigate] = useLocation();
  const seen = useRef<{ printer: string | null; fault: boolean } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { printer, fault };
    if (!fault || (before?.printer === printer && before.fault)) return;
    if (location !== '/configure')
      navigate('/configure', { state: arrivalState({ by: 'firmware' }) });
    // The address is read when the fault starts, not followed.
  }, [fault, printer]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
