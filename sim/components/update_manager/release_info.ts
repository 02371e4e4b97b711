// A web client installed from a release: the release_info.json a Printdeck release zip places beside
// index.html (project_name, project_owner, version), read from the folder the virtual printer serves,
// as Moonraker's web updater reads it from its `path` at start and at each refresh. A file that
// cannot be read or lacks a field makes the install invalid; a repository other than the configured
// one is taken over and reported as an anomaly.

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { WebDef } from './seed';

export interface WebInstall {
  /** The folder holding release_info.json. */
  path: string;
  valid: boolean;
  /** The file's version (null when it could not be read). */
  version: string | null;
  owner: string;
  repoName: string;
  warnings: string[];
  anomalies: string[];
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function fields(text: string): { owner: string; name: string; version: string } | null {
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    const { project_name: name, project_owner: owner, version } = data;
    if (typeof name !== 'string' || typeof owner !== 'string' || typeof version !== 'string')
      return null;
    return { owner, name, version };
  } catch {
    return null;
  }
}

/**
 * The install found in `dir` for a web updater, or null when `dir` holds no release_info.json (the
 * updater then reports its simulated state alone). `previous` is the install found before: the
 * repository it took over stays (Moonraker reports the mismatch once).
 */
export function detectWebInstall(
  def: WebDef,
  dir: string | null,
  previous: WebInstall | null = null,
): WebInstall | null {
  if (!dir) return null;
  const file = join(dir, 'release_info.json');
  if (!isFile(file)) return null;
  const [confOwner = '?', confName = '?'] = previous
    ? [previous.owner, previous.repoName]
    : def.repo.split('/');
  const anomalies = [...(previous?.anomalies ?? [])];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Unreadable: the install is invalid, as a broken file makes it.
  }
  const found = fields(text);
  if (!found)
    return {
      path: dir,
      valid: false,
      version: null,
      owner: confOwner,
      repoName: confName,
      warnings: ['Failed to validate installation'],
      anomalies,
    };
  const configured = `${confOwner}/${confName}`;
  const detected = `${found.owner}/${found.name}`;
  if (configured.toLowerCase() !== detected.toLowerCase())
    anomalies.push(
      `Value at option 'repo: ${configured}' does not match detected repo '${detected}', ` +
        'falling back to detected version.',
    );
  return {
    path: dir,
    valid: true,
    version: found.version,
    owner: found.owner,
    repoName: found.name,
    warnings: [],
    anomalies,
  };
}
