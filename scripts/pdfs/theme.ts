/**
 * The PDF guides' design tokens: page geometry, colours and type scale.
 * Every drawing module reads from here so the look is changed in one place.
 */

export const colors = {
  cellarBlack: '#141010',
  deepWine: '#2a1418',
  burgundy: '#6b1d2a',
  gold: '#c9a45c',
  paleGold: '#e6cf9a',
  cream: '#f3ece0',
  ink: '#2a1f1a',
  /** Secondary text (header, footer, captions): ink lightened, still above 4.5:1 on white. */
  muted: '#6b5d54',
  slate: '#3b4a54',
  white: '#ffffff',
  /** Zebra row tint: cream thinned towards white so 9.5 pt text keeps its contrast. */
  zebra: '#faf6ef',
  rule: '#e2d6c2',
} as const;

export type CalloutKind = 'note' | 'rule' | 'warning' | 'quote';

/** Tinted box and left bar for each callout label of the content rules. */
export const callouts: Record<CalloutKind, { bar: string; fill: string; label: string }> = {
  note: { bar: colors.slate, fill: '#eef1f3', label: colors.slate },
  rule: { bar: colors.gold, fill: '#f8f1e3', label: '#7a5a1c' },
  warning: { bar: colors.burgundy, fill: '#f7eaeb', label: colors.burgundy },
  quote: { bar: colors.paleGold, fill: '#fbf8f2', label: colors.ink },
};

/** US Letter: the business sells in the United States, where guides are printed on Letter. */
export const page = {
  width: 612,
  height: 792,
  marginX: 72,
  /** Top of the text block; the running header sits above it. */
  bodyTop: 86,
  /** Bottom of the text block; the running footer sits below it. */
  bodyBottom: 792 - 78,
  headerBaseline: 46,
  footerBaseline: 792 - 42,
} as const;

export const bodyWidth = page.width - page.marginX * 2;

export type FontKey =
  | 'display'
  | 'displayBold'
  | 'body'
  | 'bodyItalic'
  | 'bodySemibold'
  | 'bodyBold';

/** Font files from the installed @fontsource packages (relative to node_modules). */
export const fontFiles: Record<FontKey, string> = {
  display: '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff',
  displayBold: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff',
  body: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bodyItalic: '@fontsource/inter/files/inter-latin-400-italic.woff',
  bodySemibold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  bodyBold: '@fontsource/inter/files/inter-latin-700-normal.woff',
};

export interface TextStyle {
  font: FontKey;
  size: number;
  /** Line height as a multiple of the font size. */
  leading: number;
  color: string;
}

export const type = {
  body: { font: 'body', size: 10.5, leading: 1.45, color: colors.ink },
  callout: { font: 'body', size: 10, leading: 1.45, color: colors.ink },
  table: { font: 'body', size: 9, leading: 1.38, color: colors.ink },
  tableHead: { font: 'bodySemibold', size: 8.5, leading: 1.3, color: colors.cream },
  h2: { font: 'displayBold', size: 21, leading: 1.2, color: colors.cellarBlack },
  h3: { font: 'displayBold', size: 14.5, leading: 1.25, color: colors.burgundy },
  h4: { font: 'bodyBold', size: 10.5, leading: 1.4, color: colors.ink },
} as const satisfies Record<string, TextStyle>;

/** Vertical rhythm, in points. */
export const spacing = {
  paragraph: 8,
  listItem: 3.5,
  h2Before: 30,
  h2After: 14,
  h3Before: 16,
  h3After: 6,
  h4Before: 10,
  h4After: 3,
  block: 12,
  calloutPadX: 14,
  calloutPadY: 10,
  calloutBar: 3,
  listIndent: 18,
  cellPadX: 6,
  cellPadY: 5,
} as const;
