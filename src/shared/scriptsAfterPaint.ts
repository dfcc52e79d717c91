// The app's scripts start only after the prerendered home page has been painted (issue 35). With
// `defer`, a script that is already at hand (the service worker's cache, a fast network) runs before
// the first paint, so the page stays blank while the main script evaluates; on a school phone that is
// half a second. index.html therefore names the scripts as low-priority preloads (the download still
// starts at once, without competing with the style sheet) and this inline script adds them, in order,
// once the first contentful paint is reported, or at the latest after FALLBACK_MS (a tab loaded in the
// background paints nothing). Like the hint script, the server allows this exact text by its hash.

/** The attribute webpack.config.js puts on the preload links of the app's scripts. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

const FALLBACK_MS = 1000;

export const SCRIPTS_AFTER_PAINT_SCRIPT =
  `(function(){var done=false;function load(){if(done)return;done=true;` +
  `document.querySelectorAll('link[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(l){` +
  `var s=document.createElement('script');s.src=l.href;s.async=false;document.head.appendChild(s)})}` +
  `function soon(){setTimeout(load,0)}` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')===-1)throw 0;` +
  `new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)soon()})` +
  `.observe({type:'paint',buffered:true})}` +
  `catch(e){requestAnimationFrame(function(){requestAnimationFrame(soon)})}` +
  `setTimeout(load,${FALLBACK_MS})})()`;
