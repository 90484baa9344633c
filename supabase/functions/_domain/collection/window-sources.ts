/**
 * The public sources behind the drinking-window rules (windows.ts), named
 * once. Each says what it supports: an appellation body's ageing rules say a
 * wine is made to age and when it is released; a critic's or an
 * educator's guidance says how long such wines usually take to open and how
 * long they stay at their best; the vintage charts say which years are
 * outstanding and slow. The years of each rule are ours, set from them; the
 * page names the sources with the rule a bottle followed.
 */
export const WINDOW_SOURCES = {
  baroloDocg: 'Barolo and Barbaresco DOCG production rules (Consorzio di Tutela Barolo Barbaresco Alba Langhe e Dogliani): Barolo released after at least 38 months, Riserva 62; Barbaresco 26, Riserva 50',
  brunelloDocg: 'Brunello di Montalcino DOCG rules (Consorzio del Vino Brunello di Montalcino): released in the fifth year after the harvest, Riserva the sixth',
  riojaDoca: 'Consejo Regulador DOCa Rioja: Crianza, Reserva and Gran Reserva by their minimum ageing (2, 3 and 5 years)',
  chiantiDocg: 'Chianti Classico DOCG rules (Consorzio Vino Chianti Classico): Riserva and Gran Selezione aged longer than the annata',
  ivdp: 'Instituto dos Vinhos do Douro e do Porto (IVDP): Vintage Port bottled young to age in bottle; LBV and tawnies aged in wood and ready when bottled',
  champagne: 'Comité Champagne: non-vintage at least 15 months on its lees, vintage at least 3 years',
  classification1855: 'The 1855 Classification of the Médoc and Sauternes and the Saint-Émilion classification, for the quality tier',
  burgundy: 'Bourgogne Wine Board (BIVB): the four levels of Burgundy appellation, regional, village, Premier Cru and Grand Cru',
  beaujolais: 'Inter Beaujolais: Beaujolais and Beaujolais-Villages made to drink young; the ten crus keep for several years',
  germanPradikat: 'Deutsches Weininstitut: the Prädikat levels of German wine law (Kabinett to Trockenbeerenauslese) by ripeness',
  jancisAgeing: 'Jancis Robinson MW, “Which wines are worth ageing” (JancisRobinson.com): most wine is best young; long-lived are the top Cabernet, Merlot, Syrah and Nebbiolo reds, Sauternes, Loire Chenin, German Riesling and vintage Port',
  oxfordCompanion: 'The Oxford Companion to Wine (Jancis Robinson and Julia Harding, eds.), entries on ageing and on each region',
  coatesLaw: 'Clive Coates MW’s “law of maturity”: a fine wine stays at its best at least as long as it took to get there (how long a window stays open)',
  criticsWindows: 'Drinking windows published with critics’ reviews (Vinous, The Wine Advocate, JancisRobinson.com) for the region’s typical wines of that level',
  vintageCharts: 'Vintage charts of Wine Spectator and The Wine Advocate, which rate these years outstanding and slow to mature',
} as const;

export type WindowSourceId = keyof typeof WINDOW_SOURCES;
