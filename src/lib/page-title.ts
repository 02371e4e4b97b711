// The document title: '[progress%] | instance | route' while printing, else 'instance | route';
// while printing with a time left known, that time follows the progress ('45% | 1h 2m left | …');
// with several printers, '(n) ' in front when n of them need attention (a tab in the background
// says so in its title).

export function pageTitle(
  instanceName: string,
  routeName: string,
  printingProgress: number | null,
  attention = 0,
  timeLeft = '',
): string {
  const parts = [instanceName, routeName].filter((part) => part !== '');
  if (printingProgress !== null) {
    if (timeLeft !== '') parts.unshift(timeLeft);
    parts.unshift(`${Math.floor(printingProgress * 100)}%`);
  }
  const title = parts.join(' | ');
  return attention > 0 ? `(${attention}) ${title}` : title;
}
