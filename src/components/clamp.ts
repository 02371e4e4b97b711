// Styles for text from a printer that may be long (a file name of 255 characters, a message):
// it wraps anywhere and shows at most `lines` lines, ending in an ellipsis. The element should
// carry the whole text as its title, so that it can still be read.
export function clampLines(lines: number) {
  return {
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  } as const;
}
