// A failed file-system call worded as Python's OSError prints it (`[Errno 36] File name too long:
// '/path'`), which Moonraker's file manager answers as the error of the request. Pure.

const ERRNO: Record<string, [number, string]> = {
  EPERM: [1, 'Operation not permitted'],
  ENOENT: [2, 'No such file or directory'],
  EACCES: [13, 'Permission denied'],
  EEXIST: [17, 'File exists'],
  EXDEV: [18, 'Invalid cross-device link'],
  ENOTDIR: [20, 'Not a directory'],
  EISDIR: [21, 'Is a directory'],
  EINVAL: [22, 'Invalid argument'],
  ENOSPC: [28, 'No space left on device'],
  EROFS: [30, 'Read-only file system'],
  ENAMETOOLONG: [36, 'File name too long'],
  ENOTEMPTY: [39, 'Directory not empty'],
  ELOOP: [40, 'Too many levels of symbolic links'],
};

/** `[Errno n] strerror: 'path'` for a Node file-system error (its code), else its message. */
export function pyOsError(err: unknown, path: string): string {
  const code = (err as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? ERRNO[code] : undefined;
  if (!known) return err instanceof Error ? err.message : String(err);
  return `[Errno ${known[0]}] ${known[1]}: '${path}'`;
}
