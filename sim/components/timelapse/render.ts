// Rendering and saving the frames as moonraker-timelapse does: `render` (duplicates of the last
// frame, ffmpeg into the frames folder, progress as `running` events, the video moved to the
// timelapse folder with a preview image, the duplicates removed, the result sent and answered) and
// `saveframes` (a zip of the frames beside the videos). The outcomes and messages are the real ones.
// The output name (the time format and the printed file's name) is checked to stay inside the
// timelapse folder (and the frames folder), symlinks resolved, and the pixel format and extra
// parameters against ffmpeg_options.ts's whitelist, before anything is written: a refusal is a
// render `error` with its reason, or a saveframes `error`.

import {
  copyFileSync,
  createWriteStream,
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { TimelapseEvent } from '../../../protocol/timelapse';
import type { Json } from '../../args';
import { resolveIn } from '../file_manager/roots';
import {
  previewCommand,
  progressFrame,
  renderCommand,
  renderFps,
  runFfmpeg,
  strftime,
} from './ffmpeg';
import { extraOutputArgs, pixelFormatArg, UnsafeOption } from './ffmpeg_options';

export type Settings = Record<string, Json>;

/** A render event: the real one nests the started render's settings. */
export type RenderEvent = TimelapseEvent & {
  settings?: { framerate: number; crf: number; pixelformat: string };
};

export interface OutputContext {
  framesDir: string;
  outDir: string;
  ffmpegPath: string;
  ffmpegInstalled: boolean;
  settings(): Settings;
  /** print_stats.filename of the printer now. */
  printFilename(): string;
  notify(event: RenderEvent): void;
  /** A file appeared in the timelapse folder (notify_filelist_changed create_file). */
  created(name: string): void;
  log(msg: string): void;
}

/**
 * frame*.jpg in the frames folder, sorted (the component's glob); only plain files, so a link there
 * never brings a file from elsewhere into a zip or a preview.
 */
export function frameFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.startsWith('frame') && e.name.endsWith('.jpg'))
    .map((e) => e.name)
    .sort()
    .map((n) => join(dir, n));
}

function outputBase(ctx: OutputContext): { base: string; printfile: string } {
  const printfile = ctx.printFilename().split('/').pop() ?? '';
  const stamp = strftime(String(ctx.settings().time_format_code), new Date());
  return { base: `timelapse_${printfile}_${stamp}`, printfile };
}

/**
 * The path of an output file `name` in `dir`, checked as the file manager checks a path of a root
 * (no '..', absolute path or NUL; its real path, symlinks resolved, inside the folder's), or null.
 * The output name comes from settings (time_format_code) and the printed file's name: it is checked
 * before anything is written.
 */
export function outputFile(dir: string, name: string): string | null {
  if (name === '') return null;
  try {
    return resolveIn({ name: 'timelapse', path: dir, permissions: 'rw' }, name).abs;
  } catch {
    return null;
  }
}

const outsideMessage = (name: string): string =>
  `output file '${name}' is outside the timelapse folder`;

/** The files a render writes, every path checked; or why it cannot run. */
interface RenderPlan {
  base: string;
  printfile: string;
  tmpOut: string;
  video: string;
  preview: string;
}

function planRender(ctx: OutputContext, s: Settings): RenderPlan | string {
  const { base, printfile } = outputBase(ctx);
  const tmpOut = outputFile(ctx.framesDir, `${base}.mp4`);
  const video = outputFile(ctx.outDir, `${base}.mp4`);
  const preview = outputFile(ctx.outDir, `${base}.jpg`);
  if (!tmpOut || !video) return outsideMessage(`${base}.mp4`);
  if (!preview) return outsideMessage(`${base}.jpg`);
  try {
    pixelFormatArg(s.pixelformat);
    extraOutputArgs(String(s.extraoutputparams ?? ''));
  } catch (e) {
    if (e instanceof UnsafeOption) return e.message;
    throw e;
  }
  return { base, printfile, tmpOut, video, preview };
}

export class Renderer {
  private rendering = false;
  private saving = false;
  private lastProgress = 0;
  private lastResponse = '';
  /** framecount as the last glob counted it (the component keeps it in `framecount`). */
  onCount: (n: number) => void = () => undefined;

  constructor(private readonly ctx: OutputContext) {}

  async render(): Promise<RenderEvent> {
    const { ctx } = this;
    let files = frameFiles(ctx.framesDir);
    let framecount = files.length;
    this.onCount(framecount);
    const result: RenderEvent = { action: 'render' };
    let status: string;
    let msg: string;
    if (files.length === 0) {
      msg = 'no frames to render, skip';
      status = 'skipped';
    } else if (this.rendering) {
      msg = 'render is already running';
      status = 'running';
    } else if (!ctx.ffmpegInstalled) {
      msg = `${ctx.ffmpegPath} not found, please install ffmpeg`;
      status = 'error';
    } else {
      const s = ctx.settings();
      const planned = planRender(ctx, s);
      if (typeof planned === 'string') {
        Object.assign(result, { status: 'error', msg: `Rendering Video failed: ${planned}` });
        ctx.log(result.msg as string);
        ctx.notify({ ...result });
        return result;
      }
      this.rendering = true;
      const { base, printfile, tmpOut, video, preview } = planned;
      const duplicates: string[] = [];
      const last = files[files.length - 1] ?? '';
      for (let i = 0; i < Number(s.duplicatelastframe ?? 0); i++) {
        const dup = join(ctx.framesDir, `frame${String(framecount + i + 1).padStart(6, '0')}.jpg`);
        duplicates.push(dup);
        try {
          copyFileSync(last, dup);
        } catch (err) {
          ctx.log(`duplicating last frame failed: ${String(err)}`);
        }
      }
      if (duplicates.length > 0) {
        files = frameFiles(ctx.framesDir);
        framecount = files.length;
        this.onCount(framecount);
      }
      const fps = renderFps(s, framecount);
      const command = renderCommand(
        ctx.ffmpegPath,
        s,
        fps,
        join(ctx.framesDir, 'frame%6d.jpg'),
        tmpOut,
      );
      ctx.log(`start FFMPEG: ${command.cmd}`);
      Object.assign(result, {
        status: 'started',
        framecount: String(framecount),
        settings: {
          framerate: fps,
          crf: Number(s.constant_rate_factor),
          pixelformat: String(s.pixelformat),
        },
      });
      ctx.notify({ ...result });
      const ok = await runFfmpeg(command.argv, (line) => this.onOutput(line, framecount));
      if (ok) {
        status = 'success';
        msg = `Rendering Video successful: ${base}.mp4`;
        result.filename = `${base}.mp4`;
        result.printfile = printfile;
        delete result.settings;
        try {
          renameSync(tmpOut, video);
          ctx.created(`${base}.mp4`);
        } catch (err) {
          ctx.log(`moving output file failed: ${String(err)}`);
        }
        if (s.previewimage === true) await this.preview(`${base}.jpg`, preview, files, s, result);
      } else {
        status = 'error';
        msg = `Rendering Video failed: ${command.cmd} : ${this.lastResponse}`;
        result.cmd = command.cmd;
        result.cmdresponse = this.lastResponse;
      }
      this.rendering = false;
      for (const dup of duplicates) rmSync(dup, { force: true });
    }
    ctx.log(msg);
    Object.assign(result, { status, msg });
    ctx.notify({ ...result });
    return result;
  }

  private async preview(
    name: string,
    path: string,
    files: string[],
    s: Settings,
    result: RenderEvent,
  ) {
    const { ctx } = this;
    try {
      copyFileSync(files[files.length - 1] ?? '', path);
    } catch (err) {
      ctx.log(`copying preview image failed: ${String(err)}`);
      return;
    }
    result.previewimage = name;
    const command = previewCommand(ctx.ffmpegPath, s, path);
    if (command) await runFfmpeg(command.argv, () => undefined);
    ctx.created(name);
  }

  /** ffmpeg's output: the last line is kept; a frame number becomes a `running` progress event. */
  private onOutput(line: string, framecount: number): void {
    this.lastResponse = line;
    const frame = progressFrame(line);
    if (frame === null) return;
    const percent = Math.trunc(Math.min((frame / framecount) * 100, 100));
    if (percent === this.lastProgress) return;
    this.lastProgress = percent;
    this.ctx.notify({ action: 'render', status: 'running', progress: percent });
  }

  /** saveframes: the frames in a zip beside the videos (no event; the answer says it). */
  async saveFrames(): Promise<RenderEvent> {
    const { ctx } = this;
    const files = frameFiles(ctx.framesDir);
    this.onCount(files.length);
    const result: RenderEvent = { action: 'saveframes' };
    if (files.length === 0 || this.saving) return result;
    this.saving = true;
    try {
      const zipName = `${outputBase(ctx).base}_frames.zip`;
      const path = outputFile(ctx.outDir, zipName);
      if (!path) {
        const msg = `Saving frames failed: ${outsideMessage(zipName)}`;
        ctx.log(msg);
        return Object.assign(result, { status: 'error', msg });
      }
      const zip = new yazl.ZipFile();
      // yazl reads each frame when it gets to it: one removed meanwhile fails the zip, not the server.
      zip.on('error', (err: Error) => zip.outputStream.emit('error', err));
      for (const f of files) zip.addFile(f, f.split('/').pop() ?? f, { compress: false });
      zip.end();
      try {
        await pipeline(zip.outputStream, createWriteStream(path));
      } catch (err) {
        rmSync(path, { force: true });
        const msg = `Saving frames failed: ${(err as Error).message}`;
        ctx.log(msg);
        return Object.assign(result, { status: 'error', msg });
      }
      ctx.log(`saved frames: ${zipName}`);
      ctx.created(zipName);
      Object.assign(result, { status: 'finished', zipfile: zipName });
    } finally {
      this.saving = false;
    }
    return result;
  }
}
