import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Visible text of rendered markup, tags dropped, so test assertions read like what a student sees. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Renders a component to static markup (no DOM needed) and returns its visible text; for unit tests. */
export function renderText(node: ReactElement): string {
  return visibleText(renderToStaticMarkup(node));
}
