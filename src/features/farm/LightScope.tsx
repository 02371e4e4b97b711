// The views below show the printer at `apiUrl` through its light scope (shared by every farm view
// of that printer: state/scope/fleet.ts), or `fallback` until it is open.
import type { ReactNode } from 'react';
import { PrinterScopeProvider } from '../../state/scope/context';
import { usePrinterScopeOf } from '../../state/scope/use-scope';

export function LightScope({
  apiUrl,
  fallback = null,
  children,
}: {
  apiUrl: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const scope = usePrinterScopeOf(apiUrl, true);
  if (!scope) return fallback;
  return <PrinterScopeProvider scope={scope}>{children}</PrinterScopeProvider>;
}
