// When and how the brand fonts (styles/fonts.css: Inter and Poppins, font-display: swap) load.
//
// On a first visit they come over the network, and a browser fetches a font as soon as a layout
// needs it: before the first paint, so the page's first text waited for about 80 KB of fonts it
// can show in the fallback font meanwhile (Lighthouse: the fonts sat on the path of the first and
// the largest paint on a slow phone). There they load once the first page has painted and the
// browser is idle: a frame is drawn before it is on screen, and fonts asked for in between still
// counted against that paint (Lighthouse: largest contentful paint 2.7 s instead of 2.2 in about
// half the runs). Until they come the text is in a device font sized like them
// (scripts/vite/font-fallbacks.ts). On a return visit the service worker serves them from the
// device, so they load with the page and the text does not change font after it shows.
//
// They are not applied as a stylesheet but through the CSS Font Loading API, from the faces that
// fonts.css declares: all of them are fetched first and then added together, so the page is laid
// out again once, in its final fonts. As a stylesheet, the page was laid out three times over:
// when the rules arrived (still in the fallback font) and again as each file came in, each pass
// costing about 100 ms on a slow phone's CPU (Lighthouse: total blocking time).

import fontRulesUrl from '../styles/fonts.css?url';
import { whenIdle } from './when-idle';

/**
 * The @font-face rules of fonts.css, with @fontsource's imports resolved and their files' built
 * URLs: the built stylesheet, read as text (a stylesheet, not a script wrapping it: bench,
 * start-up JavaScript). The service worker precaches it with the shell.
 */
const loadFontRules = () => fetch(fontRulesUrl).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`fonts.css: ${r.status}`))));

const DESCRIPTORS = { style: 'font-style', weight: 'font-weight', stretch: 'font-stretch', unicodeRange: 'unicode-range', display: 'font-display' } as const;

/** The FontFace objects the @font-face rules of a stylesheet's text declare, not yet loaded. */
function fontFacesOf(cssText: string): FontFace[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map((rule) => {
      const get = (name: string) => rule.style.getPropertyValue(name);
      const descriptors: FontFaceDescriptors = {};
      for (const [key, name] of Object.entries(DESCRIPTORS)) {
        const value = get(name);
        if (value) descriptors[key as keyof typeof DESCRIPTORS] = value as never;
      }
      return new FontFace(get('font-family').replace(/^["']|["']$/g, ''), get('src'), descriptors);
    });
}

const applied = new EventTarget();

/**
 * Calls `listener` when the brand fonts have been put in place and the text reflows (faces loaded
 * ahead and then added fire no event of document.fonts). Returns the function that stops it.
 */
export function onBrandFontsApplied(listener: () => void): () => void {
  applied.addEventListener('applied', listener);
  return () => applied.removeEventListener('applied', listener);
}

/** Fetches every brand face, then adds them to the document in one go. */
async function addBrandFonts(): Promise<void> {
  const faces = fontFacesOf(await loadFontRules());
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  // A face that failed to come (offline on a first visit) leaves its text in the fallback font.
  for (const [i, result] of loaded.entries()) if (result.status === 'fulfilled') document.fonts.add(faces[i]);
  applied.dispatchEvent(new Event('applied'));
}

export function loadBrandFonts(firstPagePainted: Promise<void>): void {
  const load = () => void addBrandFonts().catch((err: unknown) => console.warn('The brand fonts did not load', err));
  if (navigator.serviceWorker?.controller) load();
  else void firstPagePainted.then(() => whenIdle()).then(load);
}

/** Resolves once the browser has had a frame to paint what was just rendered. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
