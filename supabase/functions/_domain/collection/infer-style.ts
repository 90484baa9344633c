/**
 * A wine's type when the file has no type or colour column, read from what
 * the rest of the row says: Champagne is sparkling, Port fortified,
 * Sauternes sweet, Chablis white, Pauillac red. The words are appellations
 * and grapes whose wine is one type by their rules or by far most of their
 * production; an appellation that makes red and white in quantity
 * (Bourgogne, Napa Valley, Alsace's neighbours) says nothing, and the page
 * asks. Checked in order: the words that name a type outright ("rosé",
 * "blanc", "brut", "Port"), then grapes, then appellations and famous
 * estates; a grape or an appellation that points both ways is not a guess.
 */
import type { WineStyle } from './wine.ts';
import { firstWord, wineText } from './wine-words.ts';

/** Words that name the type outright, strongest first: a "Blanc de Noirs" is sparkling, a "Sauternes" from Bordeaux sweet. */
const OUTRIGHT: ReadonlyArray<[WineStyle, readonly string[]]> = [
  ['sparkling', ['champagne', 'cremant', 'cava', 'prosecco', 'franciacorta', 'sekt', 'spumante', 'sparkling', 'brut', 'extra brut', 'blanc de blancs', 'blanc de noirs', 'petillant', 'mousseux', 'pet nat', 'trentodoc', 'cap classique', 'dom perignon', 'cristal', 'krug']],
  ['fortified', ['port', 'porto', 'vintage port', 'tawny', 'lbv', 'late bottled vintage', 'colheita', 'madeira', 'sherry', 'jerez', 'xeres', 'oloroso', 'amontillado', 'fino', 'manzanilla', 'palo cortado', 'pedro ximenez', 'marsala', 'banyuls', 'maury', 'rivesaltes', 'fortified']],
  ['sweet', ['sauternes', 'barsac', 'yquem', 'tokaji', 'tokaj', 'aszu', 'eiswein', 'icewine', 'ice wine', 'trockenbeerenauslese', 'beerenauslese', 'auslese', 'late harvest', 'vendanges tardives', 'selection de grains nobles', 'coteaux du layon', 'quarts de chaume', 'bonnezeaux', 'monbazillac', 'loupiac', 'vin santo', 'recioto', 'passito', 'moelleux', 'dessert', 'sweet']],
  ['rose', ['rose', 'rosado', 'rosato', 'blush']],
  ['white', ['blanc', 'bianco', 'blanco', 'white', 'weiss', 'weisswein', 'branco']],
  ['red', ['rouge', 'rosso', 'tinto', 'red', 'rotwein']],
];

// Not 'sauvignon' alone: Cabernet Sauvignon says it too (Sauvignon Blanc says blanc).
const WHITE_GRAPES = ['chardonnay', 'riesling', 'chenin', 'semillon', 'pinot grigio', 'pinot gris', 'gewurztraminer', 'viognier', 'gruner veltliner', 'gruner', 'albarino', 'alvarinho', 'verdejo', 'godello', 'vermentino', 'garganega', 'trebbiano', 'torrontes', 'melon de bourgogne', 'marsanne', 'roussanne', 'assyrtiko', 'furmint', 'fiano', 'greco', 'falanghina', 'arneis', 'cortese', 'muscadet', 'picpoul', 'aligote', 'silvaner', 'sylvaner'];
const RED_GRAPES = ['cabernet sauvignon', 'cabernet franc', 'cabernet', 'merlot', 'pinot noir', 'spatburgunder', 'syrah', 'shiraz', 'grenache', 'garnacha', 'nebbiolo', 'sangiovese', 'tempranillo', 'tinta roriz', 'malbec', 'zinfandel', 'primitivo', 'gamay', 'mourvedre', 'monastrell', 'carmenere', 'pinotage', 'barbera', 'dolcetto', 'aglianico', 'nero d avola', 'touriga nacional', 'petite sirah', 'petit verdot', 'corvina', 'cinsault', 'carignan', 'mencia', 'blaufrankisch', 'zweigelt', 'tannat', 'lagrein', 'nerello mascalese', 'sagrantino'];

/** Appellations that make one type (by rule, or by far most of their wine), and estates whose wine everyone knows. */
const WHITE_PLACES = ['chablis', 'meursault', 'puligny-montrachet', 'chassagne-montrachet', 'montrachet', 'batard-montrachet', 'chevalier-montrachet', 'corton-charlemagne', 'pouilly-fuisse', 'pouilly-fume', 'saint-veran', 'macon-villages', 'sancerre', 'vouvray', 'savennieres', 'montlouis', 'condrieu', 'chateau-grillet', 'entre-deux-mers', 'vinho verde', 'rueda', 'rias baixas', 'soave', 'gavi', 'mosel', 'rheingau', 'nahe', 'wachau', 'kamptal', 'alsace', 'jurancon sec', 'muscadet sevre et maine'];
const RED_PLACES = [
  'barolo', 'barbaresco', 'monfortino', 'brunello', 'brunello di montalcino', 'rosso di montalcino', 'chianti', 'chianti classico', 'vino nobile', 'bolgheri', 'sassicaia', 'ornellaia', 'masseto', 'tignanello', 'solaia', 'amarone', 'valpolicella', 'taurasi', 'rioja', 'ribera del duero', 'priorat', 'toro', 'vega sicilia', 'pingus',
  'bordeaux', 'bordeaux superieur', 'pauillac', 'margaux', 'saint-julien', 'st-julien', 'saint-estephe', 'st-estephe', 'pomerol', 'saint-emilion', 'st-emilion', 'medoc', 'haut-medoc', 'listrac', 'moulis', 'pessac-leognan', 'graves', 'fronsac', 'castillon', 'chateau latour', 'lafite', 'mouton rothschild', 'petrus', 'cheval blanc', 'ausone',
  'beaujolais', 'beaujolais-villages', 'morgon', 'fleurie', 'moulin-a-vent', 'julienas', 'chenas', 'chiroubles', 'brouilly', 'cote de brouilly', 'regnie', 'saint-amour',
  'cote-rotie', 'cornas', 'hermitage', 'crozes-hermitage', 'saint-joseph', 'chateauneuf-du-pape', 'gigondas', 'vacqueyras', 'cotes du rhone', 'bandol', 'madiran', 'cahors',
  'gevrey-chambertin', 'chambolle-musigny', 'vosne-romanee', 'nuits-saint-georges', 'morey-saint-denis', 'pommard', 'volnay', 'clos de vougeot', 'richebourg', 'la tache', 'romanee-conti', 'echezeaux', 'bonnes-mares', 'clos de la roche', 'chambertin',
  'grange', 'opus one', 'screaming eagle', 'harlan estate', 'dominus',
];

export interface InferredStyle {
  style: WineStyle;
  /** The word it was read from, as the page shows it ("Champagne"). */
  word: string;
}

const show = (word: string) => word.replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase());

/** The type the row's words say, or null when they do not say it or point both ways. */
export function inferStyle(parts: { name: string; producer: string; region: string; varietal: string }): InferredStyle | null {
  const text = wineText(parts.name, parts.producer, parts.region, parts.varietal);
  // A famous red whose name says "blanc".
  if (firstWord(text, ['cheval blanc'])) return { style: 'red', word: 'Cheval Blanc' };
  for (const [style, words] of OUTRIGHT) {
    const word = firstWord(text, words);
    if (word) return { style, word: show(word) };
  }
  for (const [white, red] of [
    [WHITE_GRAPES, RED_GRAPES],
    [WHITE_PLACES, RED_PLACES],
  ] as const) {
    const w = firstWord(text, white);
    const r = firstWord(text, red);
    if (w && r) return null;
    if (w) return { style: 'white', word: show(w) };
    if (r) return { style: 'red', word: show(r) };
  }
  return null;
}
