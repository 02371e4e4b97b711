// Virtualised rows for long folders (@tanstack/react-virtual, loaded only when a folder is long):
// only the rows in view, plus some overscan, are rendered.
import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

interface Props {
  count: number;
  rowHeight: number;
  headerHeight: number;
  viewportHeight: number;
  scrollElement: RefObject<HTMLDivElement | null>;
  renderRow: (index: number, top: number) => ReactNode;
}

export default function VirtualRows({
  count,
  rowHeight,
  headerHeight,
  viewportHeight,
  scrollElement,
  renderRow,
}: Props) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin: headerHeight,
    initialRect: { width: 800, height: viewportHeight },
  });
  return (
    <>
      {virtualizer
        .getVirtualItems()
        .map((virtual) => renderRow(virtual.index, virtual.start - headerHeight))}
    </>
  );
}
