// A disk's used share as a bar, in the warning colour once less than 1 GiB is free (spec part 1
// §9, part 2 §9): /configure's disk usage and /system's disk card.
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { LOW_DISK_SPACE_BYTES } from '../lib/files';

export interface DiskSpace {
  total: number;
  used: number;
  free: number;
}

/** Percent of the disk in use, 0–100. */
export function usedPercent(disk: DiskSpace): number {
  return disk.total > 0 ? Math.min(100, Math.max(0, (disk.used / disk.total) * 100)) : 0;
}

export function isLowOnSpace(disk: DiskSpace): boolean {
  return disk.free < LOW_DISK_SPACE_BYTES;
}

export function DiskBar({
  disk,
  label,
  sx,
}: {
  disk: DiskSpace;
  label: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <LinearProgress
      variant="determinate"
      value={usedPercent(disk)}
      color={isLowOnSpace(disk) ? 'warning' : 'primary'}
      aria-label={label}
      sx={[{ height: 8, borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
