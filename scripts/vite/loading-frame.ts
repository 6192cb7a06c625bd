// index.html's first paint: app/features/layout/loading-frame.tsx, rendered into #root at build
// time. The browser then paints the navigation bar as soon as the HTML and the stylesheet have
// come, instead of a blank page until the app's code has downloaded and run (on a slow phone
// network, a second and more). Loaded through tsx, which reads the @shared/* paths, so the logo
// stays one component.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

export function loadingFrame(): Plugin {
  return {
    name: 'loading-frame',
    async transformIndexHtml(html) {
      const module = (await tsImport('../../app/features/layout/loading-frame.tsx', import.meta.url)) as typeof import('../../app/features/layout/loading-frame');
      if (!html.includes(ROOT)) throw new Error(`loading-frame: index.html has no ${ROOT} to fill`);
      return html.replace(ROOT, `<div id="root">${renderToStaticMarkup(createElement(module.LoadingFrame))}</div>`);
    },
  };
}
