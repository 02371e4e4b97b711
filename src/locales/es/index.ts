// This language's area files merged into one translation (loaded as one chunk by app/i18n.ts).
const areas = import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});

export default Object.assign({}, ...Object.values(areas)) as Record<string, unknown>;
