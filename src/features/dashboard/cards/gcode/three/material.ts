// The line material of the 3D view: one small shader for extrusions and travels. The printed /
// unprinted split and the colours are uniforms, so progress and theme changes never touch the
// buffers. The line from point i to point i + 1 is move i; with flat shading the line takes its
// values from its last point (GLSL ES 3.00's provoking vertex), whose index is i + 1, and
// `gl_VertexID` is that index when drawing with an index buffer.
import { GLSL3, ShaderMaterial, Vector2, Vector3 } from 'three';

/** Up to this many tools get their own colour; more wrap around. */
export const TOOL_COLOURS = 8;

const vertexShader = /* glsl */ `
in float aTool;
in vec3 aDirection;
uniform vec3 uColour;
uniform vec3 uToolColours[${TOOL_COLOURS}];
uniform bool uByTool;
uniform int uPrinted;
uniform vec3 uBackground;
uniform float uFaint;
uniform vec2 uZRange;
uniform float uShade;
uniform float uLighting;
flat out vec3 vColour;

// A light a little above and left of the camera.
const vec3 LIGHT = vec3(-0.25, 0.35, 0.9);

void main() {
  vec3 base = uByTool ? uToolColours[int(aTool) % ${TOOL_COLOURS}] : uColour;
  float span = uZRange.y - uZRange.x;
  float height = span > 0.0 ? clamp((position.z - uZRange.x) / span, 0.0, 1.0) : 1.0;
  // A line lies on the wall it prints: the wall's normal is level and across the line. Lit from
  // both sides (which side is outside is not known).
  vec3 normal = mat3(modelViewMatrix) * vec3(aDirection.y, -aDirection.x, 0.0);
  float facing = length(normal) > 0.0 ? abs(dot(normalize(normal), normalize(LIGHT))) : 1.0;
  float light = mix(1.0, 0.45 + 0.6 * facing, uLighting);
  vec3 shaded = base * light * (1.0 - uShade * (1.0 - height));
  // Move i ends at point i + 1: printed when i < uPrinted.
  vColour = gl_VertexID <= uPrinted ? shaded : mix(uBackground, shaded, uFaint);
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`;

const fragmentShader = /* glsl */ `
flat in vec3 vColour;
layout(location = 0) out highp vec4 outColour;

void main() {
  outColour = vec4(vColour, 1.0);
}
`;

/** No move printed yet → every move full colour (not printing). */
export const ALL_PRINTED = 2147483647;

export interface LineUniforms {
  uColour: { value: Vector3 };
  uToolColours: { value: Vector3[] };
  uByTool: { value: boolean };
  uPrinted: { value: number };
  uBackground: { value: Vector3 };
  uFaint: { value: number };
  uZRange: { value: Vector2 };
  uShade: { value: number };
  /** 0: flat colour; 1: lit like the walls the lines print (needs `aDirection`). */
  uLighting: { value: number };
}

export type LineMaterial = ShaderMaterial & { uniforms: LineUniforms };

/** sRGB `#rrggbb` as the shader's colour (written out as is: no colour management). */
export function shaderColour(hex: string, into = new Vector3()): Vector3 {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return into.set(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * `shade` darkens the bottom of the part by up to that fraction (a cue for depth); `lighting` lights
 * the lines as walls (0 to 1).
 */
export function createLineMaterial(shade: number, lighting = 0): LineMaterial {
  const uniforms: LineUniforms = {
    uColour: { value: new Vector3(1, 1, 1) },
    uToolColours: { value: Array.from({ length: TOOL_COLOURS }, () => new Vector3(1, 1, 1)) },
    uByTool: { value: false },
    uPrinted: { value: ALL_PRINTED },
    uBackground: { value: new Vector3(0, 0, 0) },
    uFaint: { value: 0.2 },
    uZRange: { value: new Vector2(0, 0) },
    uShade: { value: shade },
    uLighting: { value: lighting },
  };
  return new ShaderMaterial({
    glslVersion: GLSL3,
    vertexShader,
    fragmentShader,
    uniforms: uniforms as unknown as ShaderMaterial['uniforms'],
  }) as LineMaterial;
}
