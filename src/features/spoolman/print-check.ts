// Before a print starts: whether the active spool has enough filament for the file and is of the
// material it was sliced for (check-print.ts, loaded on the first print).
import type { PrintCheck } from '../../components/print-checks';

const check: PrintCheck = { id: 'spoolman', load: () => import('./check-print') };
export default check;
