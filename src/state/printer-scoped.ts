// Stores that hold one printer's data register their reset here. When the user switches printers
// (or a session is closed), the session layer resets every one of them, so nothing of printer A is
// ever shown while printer B is selected. A store under state/ that keeps printer data and does not
// register is caught by a test (state/__tests__/printer-scoped.test.ts).

type Reset = () => void;

const resets = new Map<string, Reset>();

/** Register a printer-specific store's reset under the store's name (e.g. 'files'). */
export function registerPrinterStore(name: string, reset: Reset): void {
  resets.set(name, reset);
}

/** Names of every registered printer-specific store. */
export function printerStoreNames(): string[] {
  return [...resets.keys()];
}

/** Reset every printer-specific store (on a printer switch or when the session closes). */
export function resetPrinterStores(): void {
  resets.forEach((reset) => reset());
}
