// The English resources: one import per area file, each owning its top-level keys. English is the
// source language, bundled with the app, and the shape every other locale must match (see
// src/locales/__tests__/locales.test.ts). A new area file is imported and listed here.
import configure from './configure.json';
import consoleArea from './console.json';
import core from './core.json';
import editor from './editor.json';
import exclude from './exclude.json';
import files from './files.json';
import gcode from './gcode.json';
import gcode3d from './gcode3d.json';
import history from './history.json';
import layout from './layout.json';
import limits from './limits.json';
import macros from './macros.json';
import outputs from './outputs.json';
import presets from './presets.json';
import retract from './retract.json';
import status from './status.json';
import temperature from './temperature.json';
import toolhead from './toolhead.json';

export const englishAreas = {
  configure,
  console: consoleArea,
  core,
  editor,
  exclude,
  files,
  gcode,
  gcode3d,
  history,
  layout,
  limits,
  macros,
  outputs,
  presets,
  retract,
  status,
  temperature,
  toolhead,
};

type Areas = typeof englishAreas;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/** The merged English translation (the default namespace): every area's top-level keys. */
export type EnglishMessages = Intersection<Areas[keyof Areas]>;

export const english = Object.assign({}, ...Object.values(englishAreas)) as EnglishMessages;
