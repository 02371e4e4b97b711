// The update manager's rules (spec part 2 §4 'Versions and updates'; Moonraker's reference §14.8):
// what has an update, what may be updated or recovered.
import type { UpdateStatus, VersionInfo } from '../../protocol/updates';

/** An update is waiting: system packages to install, or a remote version that differs. */
export function hasUpdate(info: VersionInfo): boolean {
  if (info.configured_type === 'system') return info.package_count > 0;
  if ('remote_hash' in info && info.current_hash && info.remote_hash)
    return info.current_hash !== info.remote_hash;
  return info.version !== info.remote_version && info.remote_version !== '?';
}

/** Local changes in a git or python checkout. */
export function isDirty(info: VersionInfo): boolean {
  return 'is_dirty' in info && info.is_dirty;
}

export function isInvalid(info: VersionInfo): boolean {
  return info.configured_type !== 'system' && !info.is_valid;
}

/** Update is offered only with an update waiting and neither dirty nor invalid. */
export function canUpdate(info: VersionInfo): boolean {
  return hasUpdate(info) && !isDirty(info) && !isInvalid(info);
}

/** Recover is offered for a dirty or invalid git checkout. */
export function canRecover(info: VersionInfo): boolean {
  return info.configured_type === 'git_repo' && (isDirty(info) || isInvalid(info));
}

/** The components that may be updated now, in the server's order. */
export function updatableComponents(status: UpdateStatus | null): VersionInfo[] {
  return status ? Object.values(status.version_info).filter(canUpdate) : [];
}

/** The components that have an update waiting (the navigation badge counts them). */
export function updateCount(status: UpdateStatus | null): number {
  return status ? Object.values(status.version_info).filter(hasUpdate).length : 0;
}
