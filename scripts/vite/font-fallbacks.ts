// The brand fonts (app/styles/fonts.css) arrive after the first paint, and the text shown until
// then is in a font of the device. Each brand family gets a fallback family here: the device's own
// font, scaled (size-adjust) to the brand font's average letter width and given its ascent,
// descent and line gap. Lines then break at nearly the same words in both fonts, and when the
// brand fonts replace it the page hardly moves (Lighthouse: cumulative layout shift, which a
// bottom bar or a plan card whose text wrapped differently made up to 0.07).
//
// fontaine computes the overrides from Capsize's metrics of each font; the styles name the result
// right after the brand font: `'Inter', 'Inter fallback', …` (app/styles/global.css).
import { generateFontFace, getMetricsForFamily } from 'fontaine';
import type { Plugin } from 'vite';

/** The brand families, as fonts.css names them. */
const BRAND_FAMILIES = ['Inter', 'Poppins'];

/**
 * Fonts a device has, the one to prefer first: Windows, Android, Apple, then Arial and Linux's
 * Liberation Sans. A face whose font the device lacks fails to load and the browser tries the
 * next; if none is there the styles' own stack carries on.
 */
const DEVICE_FONTS = ['Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'Liberation Sans'];

/** Liberation Sans is made metric-compatible with Arial, and Capsize knows it by that name. */
const SAME_METRICS_AS: Record<string, string> = { 'Liberation Sans': 'Arial' };

const ID = 'virtual:font-fallbacks.css';

async function metricsOf(family: string) {
  const metrics = await getMetricsForFamily(family);
  if (!metrics) throw new Error(`font-fallbacks: no metrics for ${family}`);
  return metrics;
}

/** The @font-face rules: for each brand family, one face per device font, the preferred one last (it wins). */
export async function fontFallbackCss(): Promise<string> {
  const rules: string[] = [];
  for (const family of BRAND_FAMILIES) {
    const brand = await metricsOf(family);
    for (const device of [...DEVICE_FONTS].reverse()) {
      const metrics = await metricsOf(SAME_METRICS_AS[device] ?? device);
      rules.push(generateFontFace(brand, { name: `${family} fallback`, font: device, metrics }));
    }
  }
  return rules.join('');
}

/** `import 'virtual:font-fallbacks.css'` (app/main.tsx): the rules, in the stylesheet every page loads first. */
export function fontFallbacks(): Plugin {
  return {
    name: 'font-fallbacks',
    // Hook filters: the bundler calls these for the one id only, instead of crossing into
    // JavaScript for every module of the build.
    resolveId: { filter: { id: /^virtual:font-fallbacks\.css$/ }, handler: () => `\0${ID}` },
    load: { filter: { id: /^\0virtual:font-fallbacks\.css$/ }, handler: () => fontFallbackCss() },
  };
}
