// File manager wire shapes (reference §4): roots, directory listings, metadata, mutations, uploads.

export type Permissions = 'rw' | 'r' | '';

export interface RootInfo {
  name: string;
  path: string;
  permissions: Permissions;
}

export interface Thumbnail {
  width: number;
  height: number;
  size: number;
  /** Relative to the G-code file's folder, e.g. ".thumbs/cube-300x300.png". */
  relative_path: string;
}

/** Metadata extracted from a G-code file (server.files.metadata; merged into extended listings). */
export interface FileMetadata {
  size: number;
  modified: number;
  uuid?: string;
  file_processors?: string[];
  slicer?: string;
  slicer_version?: string;
  gcode_start_byte?: number;
  gcode_end_byte?: number;
  layer_count?: number;
  object_height?: number;
  estimated_time?: number;
  nozzle_diameter?: number;
  layer_height?: number;
  first_layer_height?: number;
  first_layer_extr_temp?: number;
  first_layer_bed_temp?: number;
  chamber_temp?: number;
  filament_name?: string;
  filament_type?: string;
  filament_colors?: string[];
  extruder_colors?: string[];
  filament_temps?: number[];
  filament_total?: number;
  filament_weight_total?: number;
  filament_weights?: number[];
  referenced_tools?: number[];
  mmu_print?: number;
  printer_model?: string;
  printer_vendor?: string;
  printer_variant?: string;
  profile_version?: string;
  /** Tool or filament changes the slicer planned (PrusaSlicer family). */
  filament_change_count?: number;
  thumbnails?: Thumbnail[];
  print_start_time: number | null;
  job_id: string | null;
  /** Echo of the requested file name (server.files.metadata only). */
  filename?: string;
}

export interface DirEntry {
  dirname: string;
  modified: number;
  size: number;
  permissions: Permissions;
}

/** A file in a directory listing; with `extended` a G-code file also carries its metadata. */
export type FileEntry = {
  filename: string;
  modified: number;
  size: number;
  permissions: Permissions;
} & Partial<Omit<FileMetadata, 'filename' | 'size' | 'modified'>>;

export interface DiskUsage {
  total: number;
  used: number;
  free: number;
}

export interface DirectoryListing {
  dirs: DirEntry[];
  files: FileEntry[];
  disk_usage: DiskUsage;
  root_info: { name: string; permissions: Permissions };
}

/** An item as mutation results and notify_filelist_changed carry it. */
export interface ItemInfo {
  path: string;
  root: string;
  modified?: number;
  size?: number;
  permissions?: Permissions;
}

export type FileAction =
  | 'create_file'
  | 'create_dir'
  | 'delete_file'
  | 'delete_dir'
  | 'move_file'
  | 'move_dir'
  | 'modify_file'
  | 'root_update';

export interface FileChange {
  action: FileAction;
  item: ItemInfo;
  source_item?: ItemInfo;
}

/** POST /server/files/upload answers 201 with this object, not wrapped in `result`. */
export interface UploadResult {
  item: ItemInfo;
  action: 'create_file';
  print_started?: boolean;
  print_queued?: boolean;
}

export interface ThumbnailInfo {
  width: number;
  height: number;
  size: number;
  /** Relative to the gcodes root. */
  thumbnail_path: string;
}
