// Types of release-zip.mjs, for its test.
export interface ReleaseInfo {
  project_name: string;
  project_owner: string;
  version: string;
}
export declare const PROJECT_NAME: string;
export declare const RELEASE_FILES: string[];
export declare function githubOwner(repository: unknown): string | undefined;
export declare function releaseInfo(pkg: { version?: unknown; repository?: unknown }): ReleaseInfo;
export declare function buildFiles(dir: string): string[];
export declare function writeReleaseZip(options: {
  distDir: string;
  outFile: string;
  info: ReleaseInfo;
  mtime: Date;
}): Promise<string[]>;
