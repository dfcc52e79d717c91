// Colours and fill patterns of the statistics charts. The colours are the Okabe–Ito set, told apart
// by readers with any common colour-vision deficiency; each series also has its own pattern, a dark
// outline (3:1 against the page, WCAG 1.4.11, which the lighter colours alone do not reach) and a
// text label in the legend and the table, so no figure is told by colour alone.
export type Pattern = 'solid' | 'diagonal' | 'dots' | 'cross' | 'vertical';

export interface SeriesStyle {
  colour: string;
  pattern: Pattern;
}

export const OUTLINE = '#1f2937';
/** Hidden figures: light grey with a dense hatch, never a bar length. */
export const HIDDEN_STYLE: SeriesStyle = { colour: '#e5e7eb', pattern: 'cross' };

export const STYLES = {
  good: { colour: '#009e73', pattern: 'solid' },
  warning: { colour: '#e69f00', pattern: 'diagonal' },
  neutral: { colour: '#56b4e9', pattern: 'dots' },
  bad: { colour: '#d55e00', pattern: 'cross' },
  finished: { colour: '#0072b2', pattern: 'solid' },
  skipped: { colour: '#e69f00', pattern: 'diagonal' },
  started: { colour: '#56b4e9', pattern: 'vertical' },
  notStarted: { colour: '#cc79a7', pattern: 'dots' },
} as const satisfies Record<string, SeriesStyle>;

/** Series without a meaning of their own (genders, ages, school years) take these in turn. */
const CYCLE: readonly SeriesStyle[] = [
  { colour: '#0072b2', pattern: 'solid' },
  { colour: '#e69f00', pattern: 'diagonal' },
  { colour: '#009e73', pattern: 'dots' },
  { colour: '#cc79a7', pattern: 'vertical' },
  { colour: '#56b4e9', pattern: 'cross' },
  { colour: '#d55e00', pattern: 'solid' },
];

export const cycleStyle = (index: number): SeriesStyle => CYCLE[index % CYCLE.length]!;

/** The same pattern as a CSS background, for the legend's swatches. */
export function swatchBackground({ colour, pattern }: SeriesStyle): string {
  const ink = 'rgb(0 0 0 / 0.45)';
  switch (pattern) {
    case 'solid':
      return colour;
    case 'diagonal':
      return `repeating-linear-gradient(45deg, ${ink} 0 2px, transparent 2px 6px), ${colour}`;
    case 'vertical':
      return `repeating-linear-gradient(90deg, ${ink} 0 2px, transparent 2px 6px), ${colour}`;
    case 'cross':
      return `repeating-linear-gradient(45deg, ${ink} 0 1px, transparent 1px 5px), repeating-linear-gradient(-45deg, ${ink} 0 1px, transparent 1px 5px), ${colour}`;
    case 'dots':
      return `radial-gradient(${ink} 1.2px, transparent 1.5px) 0 0 / 6px 6px, ${colour}`;
  }
}
