// Colours of the 3D view per theme: the part stands out from a background a step away from the
// card's, tools get distinct hues, travels and the bed grid stay in the background.
import type { ScenePalette } from './scene';

const DARK: ScenePalette = {
  background: '#16181d',
  extrusion: '#ffa040',
  tools: ['#ffa040', '#4fc3f7', '#9ccc65', '#f06292', '#ffd54f', '#ba68c8', '#4db6ac', '#e57373'],
  travel: '#7986cb',
  grid: '#343a46',
};

const LIGHT: ScenePalette = {
  background: '#eef1f5',
  extrusion: '#f7861c',
  tools: ['#f7861c', '#0288d1', '#558b2f', '#c2185b', '#f9a825', '#7b1fa2', '#00897b', '#c62828'],
  travel: '#3949ab',
  grid: '#c3c9d3',
};

export function paletteFor(mode: 'dark' | 'light'): ScenePalette {
  return mode === 'dark' ? DARK : LIGHT;
}
