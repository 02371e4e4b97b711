import { describe, expect, it } from 'vitest';
import { cssColor } from '../css-color';

describe('cssColor', () => {
  it.each([
    ['#f00', '#f00'],
    ['#F00A', '#F00A'],
    ['#2196F3', '#2196F3'],
    ['#2196f380', '#2196f380'],
    [' #abc ', '#abc'],
    ['rgb(255, 0, 0)', 'rgb(255, 0, 0)'],
    ['rgba(255,0,0,0.5)', 'rgba(255,0,0,0.5)'],
    ['rgb(255 0 0 / 50%)', 'rgb(255 0 0 / 50%)'],
    ['hsl(120, 100%, 50%)', 'hsl(120, 100%, 50%)'],
    ['red', 'red'],
    ['RebeccaPurple', 'RebeccaPurple'],
    ['transparent', 'transparent'],
  ] as const)('%j → %j', (value, color) => expect(cssColor(value)).toBe(color));

  it.each([
    '',
    '   ',
    '#12',
    '#12345',
    '#gggggg',
    'red;}*{display:none!important}',
    'red; background: blue',
    "url(javascript:alert('x'))",
    'url(https://example.com/a.png)',
    'var(--x)',
    'expression(alert(1))',
    'rgb(0,0,0);x',
    'rgb(calc(1px),0,0)',
    'red}',
    '<img src=x>',
    'red\nblue',
    'a',
    undefined,
    null,
    42,
  ])('%j → null', (value) => expect(cssColor(value)).toBeNull());
});
