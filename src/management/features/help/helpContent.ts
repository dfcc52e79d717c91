// The shape of the built-in help (manuals and FAQ, issue 20): structured data, not HTML. The pages
// render every block as React elements, so no text from here can inject markup (there is no
// dangerouslySetInnerHTML and no Markdown-to-HTML step to sanitise).

/** A screenshot made from the real app by test/e2e/helpScreenshots.test.ts, at 1280 and 375 px. */
export interface ShotBlock {
  kind: 'shot';
  /** Base name in content/help/screenshots: `<name>-1280.png` and `<name>-375.png` must exist. */
  name: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
}

export type HelpBlock =
  | { kind: 'p'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'note'; text: string }
  | ShotBlock;

export interface Manual {
  /** Its address below /beheer/handleidingen/. */
  slug: string;
  title: string;
  /** One line in the list of manuals: what the task is. */
  summary: string;
  blocks: readonly HelpBlock[];
}

export interface FaqItem {
  /** Its address: /beheer/vragen/<slug>. */
  slug: string;
  question: string;
  answer: readonly HelpBlock[];
}

/** The screenshot widths the script makes and the pages show. */
export const SHOT_WIDTHS = [1280, 375] as const;

/** File names of a screenshot, one per width. */
export const shotFiles = (name: string): string[] => SHOT_WIDTHS.map((width) => `${name}-${width}.png`);

/** Where the management site serves the screenshots (copied there by webpack.config.js). */
export const SHOT_BASE = '/beheer/help/';
