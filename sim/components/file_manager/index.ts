// file_manager: roots on disk, listings, transfers and metadata (server.files.*, §4).

import type { App } from '../../app';
import { FileManager } from './manager';
import { registerFileMethods } from './methods';
import type { Component } from '../component';

declare module '../../app' {
  interface Services {
    file_manager: FileManager;
  }
}

export const fileManager: Component = {
  name: 'file_manager',
  core: true,
  sections: () => ({
    file_manager: {
      config: {
        enable_object_processing: false,
        default_metadata_parser_timeout: 20.0,
        file_system_observer: 'none',
        enable_observer_warnings: true,
        enable_inotify_warnings: true,
        queue_gcode_uploads: false,
        check_klipper_config_path: true,
        config_path: null,
        enable_config_write_access: true,
        log_path: null,
      },
      orig: { enable_object_processing: 'False' },
    },
  }),
  start(app: App) {
    const files = new FileManager(app, app.options.dataDir);
    app.provide('file_manager', files);
    app.files = files.catalog;
    registerFileMethods(app, files);
    files.startScan();
    return {
      async close() {
        if (app.files === files.catalog) app.files = undefined;
        await files.close();
      },
    };
  },
};
