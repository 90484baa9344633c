/**
 * Drinking windows: when a bottle is likely to be at its best, from its
 * vintage, its region or grape, and its quality tier. Each rule names the
 * public sources its years were set from (window-sources.ts); the years are
 * ours, read from them, and the page says so (docs/ai-tools.md, "The
 * drinking-window rules"). The window a producer, a critic or the collector
 * gives a bottle is better, and where a collection carries one
 * (CellarTracker's BeginConsume and EndConsume) it wins.
 *
 * A rule matches the wine's type and a word of its region, appellation,
 * grape, name or producer, and, for a tier, a word of the label that says
 * the tier (Riserva, Grand Cru, a first growth's name) or a price per bottle
 * only that tier fetches. The first match wins, so the list runs from the
 * specific to the general, and the top tier before the plain one. Where no
 * rule knows the wine's region or grape there is no window: the page says
 * "we can't tell" rather than guess from the colour alone. Only rosé and
 * sparkling wine keep a rule by type, as nearly all of both is made to
 * drink young. Offsets are years after the vintage; in a vintage the charts
 * rate outstanding for that region, each is 20% longer.
 */
import type { Wine, WineStyle } from './wine.ts';
import { hasWord, wineText, type WineText } from './wine-words.ts';
import { WINDOW_SOURCES, type WindowSourceId } from './window-sources.ts';

export interface WindowRule {
  id: string;
  /** What the rule covers, as the page names it. */
  label: string;
  styles: readonly WineStyle[];
  /** Region, appellation, grape or estate words (lower case, no accents): any one places the wine here. None: the type's own rule. */
  words?: readonly string[];
  /**
   * The quality tier: any of these words on the label, or a value per bottle
   * of at least `minValueUsd` when the label names no estate of a lower tier
   * (`notByValueWith`): a price says the tier only where the label does not.
   */
  tier?: { words: readonly string[]; minValueUsd?: number; notByValueWith?: readonly string[] };
  from: number;
  peak: number;
  to: number;
  sources: readonly WindowSourceId[];
  /** The region's outstanding vintages by the vintage charts: the window opens and closes later. */
  great?: readonly number[];
}

/** In an outstanding vintage every offset is this much longer (our reading of the vintage charts' "hold" for those years). */
export const GREAT_VINTAGE_FACTOR = 1.2;
/** A window opening within this many years is "approaching": worth planning for, not yet at its best. */
export const APPROACH_YEARS = 3;

const BORDEAUX_GREAT = [1982, 1986, 1989, 1990, 1996, 2000, 2005, 2009, 2010, 2015, 2016, 2018, 2019, 2020, 2022];
const PIEDMONT_GREAT = [1989, 1990, 1996, 1999, 2001, 2004, 2006, 2010, 2013, 2016, 2019, 2021];
const BURGUNDY_GREAT = [1990, 1999, 2002, 2005, 2010, 2015, 2019, 2020];
const TUSCANY_GREAT = [1997, 2001, 2004, 2006, 2010, 2015, 2016, 2019];
const RIOJA_GREAT = [1994, 2001, 2004, 2005, 2010, 2016];

const BORDEAUX = ['bordeaux', 'pauillac', 'margaux', 'saint-julien', 'st-julien', 'saint-estephe', 'st-estephe', 'pessac-leognan', 'graves', 'saint-emilion', 'st-emilion', 'pomerol', 'medoc', 'haut-medoc', 'listrac', 'moulis', 'fronsac'];
const FIRST_GROWTHS = ['chateau latour', 'lafite', 'lafite rothschild', 'mouton rothschild', 'haut-brion', 'chateau margaux', 'petrus', 'cheval blanc', 'ausone', 'le pin', 'lafleur', 'first growth', 'premier grand cru classe a'];
const CLASSED = ['grand cru classe', 'cru classe', 'second growth', 'leoville', 'leoville las cases', 'pichon', 'ducru-beaucaillou', 'cos d estournel', 'montrose', 'palmer', 'lynch-bages', 'gruaud-larose', 'calon-segur', 'rauzan-segla', 'beychevelle', 'pontet-canet', 'grand-puy-lacoste', 'clerc milon', 'smith haut lafitte', 'pape clement', 'haut-bailly', 'la mission haut-brion', 'figeac', 'angelus', 'pavie', 'troplong mondot', 'l evangile', 'vieux chateau certan', 'la conseillante', 'trotanoy', 'l eglise-clinet', 'la fleur-petrus'];
const BURGUNDY = ['burgundy', 'bourgogne', 'cote de nuits', 'cote de beaune', 'cote d or', 'gevrey-chambertin', 'chambolle-musigny', 'vosne-romanee', 'nuits-saint-georges', 'morey-saint-denis', 'flagey-echezeaux', 'vougeot', 'pommard', 'volnay', 'beaune', 'savigny-les-beaune', 'aloxe-corton', 'santenay', 'marsannay', 'fixin', 'chorey-les-beaune', 'monthelie', 'auxey-duresses', 'saint-aubin', 'meursault', 'puligny-montrachet', 'chassagne-montrachet', 'mercurey', 'givry', 'rully'];
const RED_GRAND_CRUS = ['grand cru', 'chambertin', 'chambertin-clos de beze', 'charmes-chambertin', 'mazis-chambertin', 'griotte-chambertin', 'latricieres-chambertin', 'chapelle-chambertin', 'ruchottes-chambertin', 'clos de la roche', 'clos saint-denis', 'clos de tart', 'bonnes-mares', 'musigny', 'clos de vougeot', 'echezeaux', 'grands-echezeaux', 'richebourg', 'la tache', 'romanee-conti', 'romanee-saint-vivant', 'la grande rue', 'corton'];
const WHITE_GRAND_CRUS = ['grand cru', 'montrachet', 'le montrachet', 'chevalier-montrachet', 'batard-montrachet', 'bienvenues-batard-montrachet', 'criots-batard-montrachet', 'corton-charlemagne'];
const PREMIER_CRU = ['premier cru', '1er cru'];

const rule = (r: WindowRule) => r;

export const WINDOW_RULES: readonly WindowRule[] = [
  // Fortified
  rule({ id: 'port-aged-in-wood', label: 'LBV, tawny and colheita Port (aged in wood, ready when bottled)', styles: ['fortified'], words: ['late bottled vintage', 'lbv', 'tawny', 'colheita'], from: 5, peak: 10, to: 30, sources: ['ivdp', 'oxfordCompanion'] }),
  rule({ id: 'vintage-port', label: 'Vintage Port', styles: ['fortified'], words: ['port', 'porto', 'douro', 'vintage port'], from: 15, peak: 25, to: 50, sources: ['ivdp', 'jancisAgeing', 'criticsWindows'] }),
  rule({ id: 'fortified', label: 'Vintage-dated Madeira, Sherry and vins doux naturels', styles: ['fortified'], words: ['madeira', 'sherry', 'jerez', 'oloroso', 'amontillado', 'palo cortado', 'pedro ximenez', 'marsala', 'banyuls', 'maury', 'rivesaltes'], from: 5, peak: 20, to: 50, sources: ['oxfordCompanion'] }),
  // Sweet
  rule({ id: 'sauternes-top', label: 'Sauternes and Barsac, first growths', styles: ['sweet'], words: ['sauternes', 'barsac', 'yquem'], tier: { words: ['yquem', 'premier cru superieur', 'premier cru classe', 'climens', 'suduiraut', 'rieussec', 'coutet', 'guiraud', 'la tour blanche', 'rayne vigneau', 'sigalas rabaud', 'lafaurie-peyraguey'], minValueUsd: 120 }, from: 8, peak: 20, to: 45, sources: ['classification1855', 'jancisAgeing', 'criticsWindows'], great: [2001, 2005, 2009, 2015] }),
  rule({ id: 'sauternes', label: 'Sauternes and Barsac', styles: ['sweet'], words: ['sauternes', 'barsac'], from: 5, peak: 12, to: 30, sources: ['jancisAgeing', 'oxfordCompanion'] }),
  rule({ id: 'tokaji', label: 'Tokaji Aszú', styles: ['sweet'], words: ['tokaji', 'tokaj', 'aszu', 'eszencia'], from: 5, peak: 15, to: 40, sources: ['oxfordCompanion', 'criticsWindows'] }),
  rule({ id: 'german-noble-sweet', label: 'Beerenauslese, Trockenbeerenauslese and Eiswein', styles: ['sweet'], words: ['trockenbeerenauslese', 'beerenauslese', 'eiswein', 'tba'], from: 8, peak: 20, to: 50, sources: ['germanPradikat', 'jancisAgeing'] }),
  rule({ id: 'auslese', label: 'Auslese Riesling', styles: ['sweet', 'white'], words: ['auslese'], from: 5, peak: 12, to: 30, sources: ['germanPradikat', 'jancisAgeing'] }),
  rule({ id: 'loire-sweet', label: 'Sweet Loire Chenin (Coteaux du Layon, Quarts de Chaume, Bonnezeaux, Vouvray moelleux)', styles: ['sweet'], words: ['coteaux du layon', 'quarts de chaume', 'bonnezeaux', 'vouvray', 'montlouis', 'chenin', 'chenin blanc'], from: 5, peak: 15, to: 40, sources: ['jancisAgeing', 'oxfordCompanion'] }),
  rule({ id: 'late-harvest', label: 'Late-harvest and dried-grape sweet wines', styles: ['sweet'], words: ['late harvest', 'vendanges tardives', 'selection de grains nobles', 'icewine', 'ice wine', 'vin santo', 'recioto', 'passito', 'monbazillac', 'loupiac'], from: 3, peak: 8, to: 20, sources: ['oxfordCompanion'] }),
  // Sparkling
  rule({ id: 'prestige-champagne', label: 'Prestige cuvée Champagne', styles: ['sparkling'], words: ['champagne', 'dom perignon', 'cristal', 'krug', 'salon'], tier: { words: ['dom perignon', 'cristal', 'krug', 'salon', 'comtes de champagne', 'grande dame', 'belle epoque', 'clos du mesnil', 'sir winston churchill', 'grand siecle', 'dom ruinart', 'bollinger rd', 'vieilles vignes francaises', 'cuvee louise', 'prestige cuvee'], minValueUsd: 200 }, from: 8, peak: 15, to: 30, sources: ['champagne', 'criticsWindows'] }),
  rule({ id: 'vintage-champagne', label: 'Vintage Champagne', styles: ['sparkling'], words: ['champagne'], from: 5, peak: 10, to: 20, sources: ['champagne', 'jancisAgeing'] }),
  rule({ id: 'prosecco', label: 'Prosecco', styles: ['sparkling'], words: ['prosecco'], from: 0, peak: 1, to: 3, sources: ['oxfordCompanion'] }),
  rule({ id: 'sparkling', label: 'Vintage sparkling wine (Crémant, Cava, Franciacorta and others)', styles: ['sparkling'], from: 2, peak: 5, to: 10, sources: ['oxfordCompanion'] }),
  // Rosé
  rule({ id: 'rose-structured', label: 'Bandol and Tavel rosé', styles: ['rose'], words: ['bandol', 'tavel'], from: 1, peak: 2, to: 6, sources: ['oxfordCompanion'] }),
  rule({ id: 'rose', label: 'Rosé', styles: ['rose'], from: 0, peak: 1, to: 3, sources: ['jancisAgeing'] }),
  // Red: Piedmont
  rule({ id: 'barolo-riserva', label: 'Barolo Riserva and the top Barolo', styles: ['red'], words: ['barolo', 'monfortino'], tier: { words: ['riserva', 'monfortino', 'giacomo conterno', 'bartolo mascarello', 'giuseppe rinaldi', 'bruno giacosa', 'falletto', 'rocche dell annunziata'], minValueUsd: 250 }, from: 15, peak: 25, to: 45, sources: ['baroloDocg', 'criticsWindows', 'coatesLaw'], great: PIEDMONT_GREAT }),
  rule({ id: 'barbaresco-top', label: 'Barbaresco Riserva and the top Barbaresco (Gaja, Giacosa)', styles: ['red'], words: ['barbaresco', 'sori tildin', 'sori san lorenzo', 'costa russi'], tier: { words: ['riserva', 'gaja', 'bruno giacosa', 'sori tildin', 'sori san lorenzo', 'costa russi', 'asili', 'rabaja'], minValueUsd: 150 }, from: 10, peak: 18, to: 35, sources: ['baroloDocg', 'criticsWindows'], great: PIEDMONT_GREAT }),
  rule({ id: 'barolo', label: 'Barolo', styles: ['red'], words: ['barolo'], from: 8, peak: 15, to: 30, sources: ['baroloDocg', 'jancisAgeing', 'criticsWindows'], great: PIEDMONT_GREAT }),
  rule({ id: 'barbaresco', label: 'Barbaresco', styles: ['red'], words: ['barbaresco'], from: 6, peak: 12, to: 25, sources: ['baroloDocg', 'criticsWindows'], great: PIEDMONT_GREAT }),
  rule({ id: 'nebbiolo', label: 'Langhe Nebbiolo, Roero, Gattinara and other Nebbiolo', styles: ['red'], words: ['nebbiolo', 'roero', 'gattinara', 'ghemme', 'valtellina'], from: 3, peak: 7, to: 15, sources: ['oxfordCompanion'] }),
  rule({ id: 'barbera-dolcetto', label: 'Barbera and Dolcetto', styles: ['red'], words: ['barbera', 'dolcetto'], from: 1, peak: 3, to: 7, sources: ['oxfordCompanion'] }),
  // Red: Tuscany and the rest of Italy
  rule({ id: 'rosso-di-montalcino', label: 'Rosso di Montalcino', styles: ['red'], words: ['rosso di montalcino'], from: 1, peak: 3, to: 7, sources: ['brunelloDocg'] }),
  rule({ id: 'brunello-riserva', label: 'Brunello di Montalcino Riserva and the top Brunello', styles: ['red'], words: ['brunello', 'montalcino'], tier: { words: ['riserva', 'biondi santi', 'soldera', 'case basse', 'poggio di sotto'], minValueUsd: 200 }, from: 10, peak: 18, to: 35, sources: ['brunelloDocg', 'criticsWindows'], great: TUSCANY_GREAT }),
  rule({ id: 'brunello', label: 'Brunello di Montalcino', styles: ['red'], words: ['brunello', 'montalcino'], from: 7, peak: 12, to: 25, sources: ['brunelloDocg', 'criticsWindows'], great: TUSCANY_GREAT }),
  rule({ id: 'super-tuscan', label: 'The top Tuscan reds (Sassicaia, Ornellaia, Masseto, Tignanello, Solaia)', styles: ['red'], words: ['sassicaia', 'ornellaia', 'masseto', 'tignanello', 'solaia', 'flaccianello', 'le pergole torte'], from: 8, peak: 15, to: 30, sources: ['criticsWindows', 'coatesLaw'], great: TUSCANY_GREAT }),
  rule({ id: 'bolgheri', label: 'Bolgheri', styles: ['red'], words: ['bolgheri'], from: 4, peak: 8, to: 18, sources: ['oxfordCompanion'] }),
  rule({ id: 'chianti-riserva', label: 'Chianti Classico Riserva and Gran Selezione, Vino Nobile', styles: ['red'], words: ['chianti', 'chianti classico', 'vino nobile'], tier: { words: ['riserva', 'gran selezione', 'vino nobile'] }, from: 5, peak: 10, to: 18, sources: ['chiantiDocg', 'oxfordCompanion'] }),
  rule({ id: 'chianti', label: 'Chianti and Chianti Classico', styles: ['red'], words: ['chianti', 'chianti classico'], from: 2, peak: 5, to: 10, sources: ['chiantiDocg', 'oxfordCompanion'] }),
  rule({ id: 'amarone', label: 'Amarone della Valpolicella', styles: ['red'], words: ['amarone'], from: 5, peak: 12, to: 25, sources: ['oxfordCompanion', 'criticsWindows'] }),
  rule({ id: 'taurasi', label: 'Taurasi and Aglianico', styles: ['red'], words: ['taurasi', 'aglianico'], from: 6, peak: 12, to: 25, sources: ['oxfordCompanion'] }),
  rule({ id: 'light-italian', label: 'Valpolicella, Bardolino and Lambrusco', styles: ['red'], words: ['valpolicella', 'bardolino', 'lambrusco'], from: 0, peak: 2, to: 4, sources: ['oxfordCompanion'] }),
  // Red: Bordeaux
  rule({ id: 'bordeaux-first-growth', label: 'Bordeaux first growths and their equals (Pétrus, Cheval Blanc, Ausone)', styles: ['red'], words: [...BORDEAUX, ...FIRST_GROWTHS], tier: { words: FIRST_GROWTHS, minValueUsd: 500, notByValueWith: CLASSED }, from: 15, peak: 25, to: 50, sources: ['classification1855', 'jancisAgeing', 'coatesLaw', 'criticsWindows'], great: BORDEAUX_GREAT }),
  rule({ id: 'bordeaux-classed', label: 'Bordeaux classed growths and the leading Right Bank estates', styles: ['red'], words: [...BORDEAUX, ...CLASSED], tier: { words: CLASSED, minValueUsd: 80 }, from: 8, peak: 15, to: 30, sources: ['classification1855', 'criticsWindows', 'coatesLaw'], great: BORDEAUX_GREAT }),
  rule({ id: 'bordeaux-commune', label: 'Bordeaux from a named commune (Pauillac, Saint-Julien, Pomerol…)', styles: ['red'], words: BORDEAUX.filter((w) => w !== 'bordeaux'), from: 4, peak: 8, to: 16, sources: ['oxfordCompanion'], great: BORDEAUX_GREAT }),
  rule({ id: 'bordeaux', label: 'Bordeaux and Bordeaux Supérieur', styles: ['red'], words: ['bordeaux', 'bordeaux superieur', 'cotes de bordeaux'], from: 2, peak: 4, to: 8, sources: ['jancisAgeing', 'oxfordCompanion'] }),
  // Red: Beaujolais before Burgundy, which it is counted in
  rule({ id: 'beaujolais-cru', label: 'The Beaujolais crus (Morgon, Moulin-à-Vent, Fleurie…)', styles: ['red'], words: ['morgon', 'moulin-a-vent', 'fleurie', 'chiroubles', 'julienas', 'chenas', 'brouilly', 'cote de brouilly', 'regnie', 'saint-amour'], from: 2, peak: 5, to: 10, sources: ['beaujolais'] }),
  rule({ id: 'beaujolais', label: 'Beaujolais and Beaujolais-Villages', styles: ['red'], words: ['beaujolais', 'beaujolais-villages', 'gamay', 'nouveau'], from: 0, peak: 1, to: 3, sources: ['beaujolais', 'jancisAgeing'] }),
  // Red: Burgundy by level
  rule({ id: 'red-burgundy-grand-cru', label: 'Red Burgundy Grand Cru', styles: ['red'], words: [...BURGUNDY, ...RED_GRAND_CRUS.filter((w) => w !== 'grand cru')], tier: { words: RED_GRAND_CRUS }, from: 8, peak: 15, to: 30, sources: ['burgundy', 'criticsWindows', 'coatesLaw'], great: BURGUNDY_GREAT }),
  rule({ id: 'red-burgundy-premier-cru', label: 'Red Burgundy Premier Cru', styles: ['red'], words: BURGUNDY, tier: { words: PREMIER_CRU }, from: 5, peak: 10, to: 20, sources: ['burgundy', 'criticsWindows'], great: BURGUNDY_GREAT }),
  rule({ id: 'red-burgundy-village', label: 'Red Burgundy from a village (Gevrey-Chambertin, Volnay…)', styles: ['red'], words: BURGUNDY.filter((w) => !['burgundy', 'bourgogne', 'cote de nuits', 'cote de beaune', 'cote d or'].includes(w)), from: 3, peak: 7, to: 14, sources: ['burgundy', 'oxfordCompanion'] }),
  rule({ id: 'red-burgundy', label: 'Bourgogne Rouge and regional red Burgundy', styles: ['red'], words: ['bourgogne', 'burgundy', 'hautes-cotes', 'cote de nuits', 'cote de beaune'], from: 1, peak: 3, to: 6, sources: ['burgundy', 'jancisAgeing'] }),
  // Red: Rhône
  rule({ id: 'crozes-saint-joseph', label: 'Crozes-Hermitage and Saint-Joseph', styles: ['red'], words: ['crozes-hermitage', 'saint-joseph', 'st-joseph'], from: 2, peak: 5, to: 10, sources: ['oxfordCompanion'] }),
  rule({ id: 'northern-rhone', label: 'Hermitage, Côte-Rôtie and Cornas', styles: ['red'], words: ['hermitage', 'cote-rotie', 'cornas'], from: 8, peak: 15, to: 30, sources: ['jancisAgeing', 'criticsWindows'] }),
  rule({ id: 'southern-rhone', label: 'Châteauneuf-du-Pape, Gigondas and Vacqueyras', styles: ['red'], words: ['chateauneuf-du-pape', 'gigondas', 'vacqueyras'], from: 4, peak: 8, to: 18, sources: ['oxfordCompanion', 'criticsWindows'] }),
  rule({ id: 'cotes-du-rhone', label: 'Côtes du Rhône', styles: ['red'], words: ['cotes du rhone', 'cotes du rhone villages', 'ventoux'], from: 1, peak: 2, to: 5, sources: ['oxfordCompanion'] }),
  rule({ id: 'bandol-madiran', label: 'Bandol, Madiran and Cahors', styles: ['red'], words: ['bandol', 'madiran', 'cahors'], from: 4, peak: 8, to: 18, sources: ['oxfordCompanion'] }),
  // Red: Spain
  rule({ id: 'spain-icons', label: 'Vega Sicilia Único and Pingus', styles: ['red'], words: ['vega sicilia', 'unico', 'pingus'], from: 12, peak: 20, to: 40, sources: ['criticsWindows', 'coatesLaw'] }),
  rule({ id: 'rioja-gran-reserva', label: 'Rioja and Ribera del Duero Gran Reserva', styles: ['red'], words: ['rioja', 'ribera del duero'], tier: { words: ['gran reserva'] }, from: 8, peak: 15, to: 30, sources: ['riojaDoca', 'criticsWindows'], great: RIOJA_GREAT }),
  rule({ id: 'rioja-reserva', label: 'Rioja and Ribera del Duero Reserva', styles: ['red'], words: ['rioja', 'ribera del duero'], tier: { words: ['reserva'] }, from: 5, peak: 10, to: 20, sources: ['riojaDoca'], great: RIOJA_GREAT }),
  rule({ id: 'ribera-priorat', label: 'Ribera del Duero, Priorat and Toro', styles: ['red'], words: ['ribera del duero', 'priorat', 'toro'], from: 4, peak: 8, to: 15, sources: ['oxfordCompanion'] }),
  rule({ id: 'rioja', label: 'Rioja Crianza and young Rioja', styles: ['red'], words: ['rioja'], from: 2, peak: 4, to: 8, sources: ['riojaDoca'] }),
  // Red: the New World's icons, then grapes
  rule({ id: 'new-world-icons', label: 'The New World’s long-lived icons (Grange, Opus One, Napa’s first growths)', styles: ['red'], words: ['grange', 'hill of grace', 'opus one', 'screaming eagle', 'harlan estate', 'dominus', 'monte bello', 'colgin', 'bond'], from: 10, peak: 18, to: 35, sources: ['criticsWindows', 'coatesLaw'] }),
  rule({ id: 'cabernet-fine', label: 'Fine Cabernet Sauvignon (from about $100 a bottle)', styles: ['red'], words: ['cabernet sauvignon', 'cabernet'], tier: { words: [], minValueUsd: 100 }, from: 6, peak: 12, to: 25, sources: ['jancisAgeing', 'criticsWindows'] }),
  rule({ id: 'cabernet', label: 'Cabernet Sauvignon', styles: ['red'], words: ['cabernet sauvignon', 'cabernet', 'cabernet franc'], from: 3, peak: 6, to: 12, sources: ['jancisAgeing', 'oxfordCompanion'] }),
  rule({ id: 'syrah', label: 'Syrah and Shiraz', styles: ['red'], words: ['syrah', 'shiraz'], from: 3, peak: 6, to: 12, sources: ['jancisAgeing', 'oxfordCompanion'] }),
  rule({ id: 'merlot', label: 'Merlot', styles: ['red'], words: ['merlot'], from: 2, peak: 5, to: 10, sources: ['jancisAgeing'] }),
  rule({ id: 'pinot-noir', label: 'Pinot Noir from outside Burgundy', styles: ['red'], words: ['pinot noir', 'spatburgunder'], from: 2, peak: 5, to: 10, sources: ['oxfordCompanion'] }),
  rule({ id: 'tempranillo-sangiovese', label: 'Tempranillo, Sangiovese, Malbec and Grenache', styles: ['red'], words: ['tempranillo', 'sangiovese', 'malbec', 'grenache', 'garnacha', 'mourvedre', 'touriga nacional'], from: 2, peak: 4, to: 8, sources: ['oxfordCompanion'] }),
  rule({ id: 'zinfandel', label: 'Zinfandel and Primitivo', styles: ['red'], words: ['zinfandel', 'primitivo'], from: 1, peak: 3, to: 6, sources: ['oxfordCompanion'] }),
  // White
  rule({ id: 'white-burgundy-grand-cru', label: 'White Burgundy Grand Cru and Chablis Grand Cru', styles: ['white'], words: [...BURGUNDY, 'chablis', ...WHITE_GRAND_CRUS.filter((w) => w !== 'grand cru')], tier: { words: WHITE_GRAND_CRUS }, from: 5, peak: 10, to: 20, sources: ['burgundy', 'criticsWindows'], great: BURGUNDY_GREAT }),
  rule({ id: 'white-burgundy-premier-cru', label: 'White Burgundy Premier Cru and Chablis Premier Cru', styles: ['white'], words: [...BURGUNDY, 'chablis'], tier: { words: PREMIER_CRU }, from: 3, peak: 7, to: 15, sources: ['burgundy', 'criticsWindows'] }),
  rule({ id: 'white-burgundy-village', label: 'White Burgundy from a village (Meursault, Puligny-Montrachet…)', styles: ['white'], words: ['meursault', 'puligny-montrachet', 'chassagne-montrachet', 'saint-aubin', 'pouilly-fuisse', 'corton'], from: 2, peak: 5, to: 10, sources: ['burgundy', 'oxfordCompanion'] }),
  rule({ id: 'chablis', label: 'Chablis and Bourgogne Blanc', styles: ['white'], words: ['chablis', 'bourgogne', 'burgundy', 'macon', 'macon-villages', 'saint-veran'], from: 1, peak: 3, to: 6, sources: ['burgundy', 'jancisAgeing'] }),
  rule({ id: 'white-bordeaux', label: 'White Pessac-Léognan and Graves', styles: ['white'], words: ['pessac-leognan', 'graves', 'haut-brion', 'smith haut lafitte', 'domaine de chevalier'], from: 3, peak: 8, to: 20, sources: ['oxfordCompanion', 'criticsWindows'] }),
  rule({ id: 'white-hermitage', label: 'White Hermitage', styles: ['white'], words: ['hermitage'], from: 5, peak: 12, to: 25, sources: ['oxfordCompanion'] }),
  rule({ id: 'loire-chenin', label: 'Loire Chenin Blanc (Savennières, Vouvray, Montlouis)', styles: ['white'], words: ['savennieres', 'vouvray', 'montlouis', 'chenin', 'chenin blanc'], from: 3, peak: 8, to: 20, sources: ['jancisAgeing', 'oxfordCompanion'] }),
  rule({ id: 'riesling-fine', label: 'Riesling Grosses Gewächs, Spätlese and Alsace Grand Cru', styles: ['white'], words: ['riesling', 'mosel', 'rheingau', 'nahe', 'pfalz', 'alsace', 'wachau'], tier: { words: ['grosses gewachs', 'gg', 'spatlese', 'grand cru', 'smaragd'] }, from: 3, peak: 8, to: 20, sources: ['germanPradikat', 'jancisAgeing'] }),
  rule({ id: 'riesling', label: 'Riesling and Kabinett', styles: ['white'], words: ['riesling', 'mosel', 'rheingau', 'nahe', 'pfalz', 'kabinett', 'clare valley', 'eden valley'], from: 2, peak: 5, to: 12, sources: ['germanPradikat', 'jancisAgeing'] }),
  rule({ id: 'alsace', label: 'Alsace whites (Gewurztraminer, Pinot Gris)', styles: ['white'], words: ['alsace', 'gewurztraminer'], from: 1, peak: 4, to: 10, sources: ['oxfordCompanion'] }),
  rule({ id: 'gruner', label: 'Grüner Veltliner', styles: ['white'], words: ['gruner veltliner', 'gruner', 'kamptal'], from: 1, peak: 3, to: 8, sources: ['oxfordCompanion'] }),
  rule({ id: 'chardonnay', label: 'Chardonnay from outside Burgundy', styles: ['white'], words: ['chardonnay'], from: 1, peak: 3, to: 7, sources: ['oxfordCompanion'] }),
  rule({ id: 'light-white', label: 'Sauvignon Blanc, Pinot Grigio and other whites made to drink young', styles: ['white'], words: ['sauvignon blanc', 'sancerre', 'pouilly-fume', 'marlborough', 'pinot grigio', 'pinot gris', 'albarino', 'alvarinho', 'vinho verde', 'muscadet', 'picpoul', 'vermentino', 'soave', 'gavi', 'verdejo', 'rueda', 'torrontes', 'viognier', 'condrieu', 'entre-deux-mers'], from: 0, peak: 1, to: 4, sources: ['jancisAgeing', 'oxfordCompanion'] }),
];

export type WindowStatus = 'hold' | 'approaching' | 'ready' | 'past' | 'unknown';

export interface DrinkingWindow {
  /** Null when no rule knows the wine ("we can't tell"). */
  from: number | null;
  /** The year the rule expects the wine at its best; null for the collector's own window, which says no peak. */
  peak: number | null;
  to: number | null;
  status: WindowStatus;
  /** Where the window came from: the collector's file or form, one of the rules, or nothing that knows the wine. */
  source:
    | { kind: 'yours' }
    | { kind: 'rule'; rule: WindowRule; great: boolean; sources: string[] }
    | { kind: 'non-vintage' }
    | { kind: 'unknown'; reason: string };
}

const textOf = (wine: Wine): WineText => wineText(wine.region, wine.varietal, wine.name, wine.producer);

/** The rule a wine follows, or null when none knows its region or grape. */
export function ruleFor(wine: Wine): WindowRule | null {
  const text = textOf(wine);
  const matches = (candidate: WindowRule) => {
    if (!candidate.styles.includes(wine.style)) return false;
    if (candidate.words && !candidate.words.some((word) => hasWord(text, word))) return false;
    if (!candidate.tier) return true;
    const { words, minValueUsd, notByValueWith = [] } = candidate.tier;
    if (words.some((word) => hasWord(text, word))) return true;
    return minValueUsd !== undefined && wine.valueUsd !== null && wine.valueUsd >= minValueUsd && !notByValueWith.some((word) => hasWord(text, word));
  };
  return WINDOW_RULES.find(matches) ?? null;
}

const statusIn = (year: number, from: number, to: number): WindowStatus => (year < from - APPROACH_YEARS ? 'hold' : year < from ? 'approaching' : year > to ? 'past' : 'ready');

/**
 * A bottle's window in `thisYear`. The collector's years win; a non-vintage
 * wine is made to be drunk on release, so it is ready now and for the next
 * three years (no vintage to count from, so the window moves with the year).
 */
export function drinkingWindow(wine: Wine, thisYear: number): DrinkingWindow {
  if (wine.drinkFrom !== null || wine.drinkTo !== null) {
    const from = wine.drinkFrom ?? Math.min(thisYear, wine.drinkTo as number);
    const to = wine.drinkTo ?? Math.max(from, thisYear) + 3;
    return { from, peak: null, to, status: statusIn(thisYear, from, to), source: { kind: 'yours' } };
  }
  if (wine.vintage === null) return { from: thisYear, peak: null, to: thisYear + 3, status: 'ready', source: { kind: 'non-vintage' } };
  const rule = ruleFor(wine);
  if (!rule) {
    return { from: null, peak: null, to: null, status: 'unknown', source: { kind: 'unknown', reason: 'No rule of ours knows its region, appellation or grape, and its type alone does not say how it ages: add the region or grape, or your own window.' } };
  }
  const great = rule.great?.includes(wine.vintage) ?? false;
  const years = (offset: number) => wine.vintage! + Math.round(offset * (great ? GREAT_VINTAGE_FACTOR : 1));
  const from = years(rule.from);
  const to = years(rule.to);
  return { from, peak: years(rule.peak), to, status: statusIn(thisYear, from, to), source: { kind: 'rule', rule, great, sources: rule.sources.map((id) => WINDOW_SOURCES[id]) } };
}

export interface WindowSummary {
  /** Bottles, not lines. */
  counts: Record<WindowStatus, number>;
  /** Bottles in their window each year from this year on, for the timeline. */
  byYear: { year: number; ready: number; opening: number; closing: number }[];
  /** How many bottles' windows are the collector's own. */
  fromYours: number;
}

/** Counts by status and, for `years` years from now, how many bottles are in their window, enter it and leave it. */
export function summarizeWindows(wines: readonly Wine[], thisYear: number, years = 15): WindowSummary {
  const windows = wines.map((wine) => ({ wine, window: drinkingWindow(wine, thisYear) }));
  const counts: Record<WindowStatus, number> = { hold: 0, approaching: 0, ready: 0, past: 0, unknown: 0 };
  let fromYours = 0;
  for (const { wine, window } of windows) {
    counts[window.status] += wine.quantity;
    if (window.source.kind === 'yours') fromYours += wine.quantity;
  }
  const byYear = Array.from({ length: years }, (_, i) => {
    const year = thisYear + i;
    let ready = 0;
    let opening = 0;
    let closing = 0;
    for (const { wine, window } of windows) {
      // Non-vintage wines are counted ready this year only: their window is not tied to a year.
      if (window.source.kind === 'non-vintage') {
        if (i === 0) ready += wine.quantity;
        continue;
      }
      if (window.from === null || window.to === null) continue;
      if (year >= window.from && year <= window.to) ready += wine.quantity;
      if (year === window.from) opening += wine.quantity;
      if (year === window.to) closing += wine.quantity;
    }
    return { year, ready, opening, closing };
  });
  return { counts, byYear, fromYours };
}
