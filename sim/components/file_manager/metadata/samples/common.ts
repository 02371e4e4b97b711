// Helpers of the slicer samples: tiny images for thumbnail blocks, layer moves.

/** A 2×2 PNG and a tiny JPEG (just valid headers), base64, for thumbnail blocks. */
export const PNG_2X2 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAwMAAAA4AAf9tJ2VzAAAAAElFTkSuQmCC';
export const JPEG_TINY = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////2Q==';

export function thumb(kind: string, size: string, b64: string): string {
  return [`; ${kind} begin ${size} ${b64.length}`, `; ${b64}`, `; ${kind} end`, ';', ''].join('\n');
}

export const layers = (
  from: number,
  to: number,
  step: number,
  move: (z: string) => string,
): string => {
  const out: string[] = [];
  for (let z = from; z <= to + 1e-9; z += step) out.push(move(z.toFixed(3)));
  return out.join('\n');
};
