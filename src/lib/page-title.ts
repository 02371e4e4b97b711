// The document title: '[progress%] | instance | route' while printing, else 'instance | route'.

export function pageTitle(
  instanceName: string,
  routeName: string,
  printingProgress: number | null,
): string {
  const parts = [instanceName, routeName].filter((part) => part !== '');
  if (printingProgress !== null) parts.unshift(`${Math.floor(printingProgress * 100)}%`);
  return parts.join(' | ');
}
