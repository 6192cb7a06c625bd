// When the brand fonts (styles/fonts.css: Inter and Poppins, font-display: swap) load.
//
// On a first visit they come over the network, and a browser fetches a font as soon as a layout
// needs it: before the first paint, so the page's first text waited for about 80 KB of fonts it
// can show in the fallback font meanwhile (Lighthouse: the fonts sat on the path of the first and
// the largest paint on a slow phone). There they load once the first page has painted. On a
// return visit the service worker serves them from the device, so they load with the page and
// the text does not change font after it shows.
export function loadBrandFonts(firstPagePainted: Promise<void>): void {
  const load = () => void import('../styles/fonts.css');
  if (navigator.serviceWorker?.controller) load();
  else void firstPagePainted.then(load);
}

/** Resolves once the browser has had a frame to paint what was just rendered. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
