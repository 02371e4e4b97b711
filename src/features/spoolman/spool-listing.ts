// The printer's Spoolman spools as the spool dialogs list them: fetched once per printer through
// Moonraker's Spoolman proxy, sorted by filament name then id; null while they load, or the error
// the request failed with. An answer that arrives after the printer changed is dropped.
import { useEffect, useState } from 'react';
import type { SpoolmanSpool } from '../../../protocol/spoolman';
import { spoolmanCalls } from '../../moonraker/spoolman-calls';
import { usePrinterScope } from '../../state/scope/context';

export type SpoolListing = { spools: SpoolmanSpool[] } | { error: string } | null;

export function useSpoolListing(): {
  listing: SpoolListing;
  /** The spools once they are in; null while loading or after an error. */
  spools: SpoolmanSpool[] | null;
} {
  const scope = usePrinterScope();
  const [listing, setListing] = useState<SpoolListing>(null);

  useEffect(() => {
    const api = scope.api;
    let current = true;
    if (!api) return;
    spoolmanCalls(api)
      .spools({ sort: 'filament.name:asc,id:asc' })
      .then(
        (spools) => current && setListing({ spools }),
        (error: unknown) => current && setListing({ error: (error as Error).message }),
      );
    return () => {
      current = false;
    };
  }, [scope]);

  return { listing, spools: listing && 'spools' in listing ? listing.spools : null };
}
