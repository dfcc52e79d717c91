// Fixed and sticky layers (header, a dialog's top bar, notifications, the new-version banner) must
// never cover content (issues 12 and 25, WCAG 2.2 2.4.11). Each publishes its height as a CSS
// variable on <html>; the stylesheets reserve that much room (padding, scroll-padding) so that
// content, and every control the browser scrolls into view on focus, stays clear of it.
import { useCallback } from 'react';

/** A ref callback for the layer whose height `cssVariable` holds while it is in the page. */
export function useReservedSpace(
  cssVariable: string,
  edge: 'top' | 'bottom' = 'top',
): (el: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (el: HTMLElement | null) => {
      if (!el) return undefined;
      const root = document.documentElement;
      // A layer at the bottom reserves its height plus its distance from the screen's edge.
      const publish = () => {
        const box = el.getBoundingClientRect();
        const reserve = edge === 'bottom' && box.height > 0 ? window.innerHeight - box.top : box.height;
        root.style.setProperty(cssVariable, `${Math.max(0, Math.ceil(reserve))}px`);
      };
      // A ResizeObserver reports the first size itself, after layout and before that frame is painted;
      // measuring here as well would force a layout in the middle of rendering (issue 35: the home
      // page's first render). jsdom (the component tests) has no ResizeObserver: there, measure now.
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
      if (observer) observer.observe(el);
      else publish();
      return () => {
        observer?.disconnect();
        root.style.removeProperty(cssVariable);
      };
    },
    [cssVariable, edge],
  );
}
