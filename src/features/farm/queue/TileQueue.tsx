// A tile's line about its printer's job queue ('Queue: 3 · next cube.gcode'), shown while jobs wait
// and only where the printer's Moonraker has the job_queue component. It holds the printer's queue
// while it is on the page, and selects only the length and the next file, so the tile around it
// does not render again when the queue changes, nor the line when only a job's time in queue does.
import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useStore } from 'zustand';
import { clampLines } from '../../../components/clamp';
import farmMessages from '../../../locales/en/farm.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { useTranslation } from '../../../locales/react';
import { usePrinterScope } from '../../../state/scope/context';
import { queueLine, tileQueueStore } from './tile-queue';

registerEnglishArea(farmMessages);

export function TileQueue() {
  const { t } = useTranslation();
  const queue = usePrinterScope().get(tileQueueStore);
  useEffect(() => queue.hold(), [queue]);
  const count = useStore(queue.store, (s) => queueLine(s.jobs)?.count ?? 0);
  const next = useStore(queue.store, (s) => queueLine(s.jobs)?.next ?? '');
  if (count === 0) return null;
  const text = t('farm.queue.line', { count, name: next });
  return (
    <Typography variant="body2" color="text.secondary" title={text} sx={clampLines(1)}>
      {text}
    </Typography>
  );
}
