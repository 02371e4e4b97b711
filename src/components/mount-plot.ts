// A uPlot chart's life on an element: drawn at the element's width, fed from a store without
// re-rendering React (each change sets the data anew), resized with the element, and taken down
// by the function it returns (a useEffect's cleanup). The temperature and utilisation charts.
import uPlot from 'uplot';

export function mountPlot(
  element: HTMLElement,
  options: Omit<uPlot.Options, 'width'>,
  data: () => uPlot.AlignedData,
  subscribe: (onChange: () => void) => () => void,
): () => void {
  const plot = new uPlot({ ...options, width: element.clientWidth || 300 }, data(), element);
  const unsubscribe = subscribe(() => plot.setData(data()));
  const resize = new ResizeObserver(() =>
    plot.setSize({ width: element.clientWidth, height: options.height }),
  );
  resize.observe(element);
  return () => {
    unsubscribe();
    resize.disconnect();
    plot.destroy();
  };
}
