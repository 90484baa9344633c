/** The publications and vendors behind the estimator's published figures (collected in the project's research notes), named once. */
export const SOURCES = {
  storage: 'Vigilant wine-storage FAQ; WineCellarHQ; Wine Cellar Innovations designer interview',
  rValues: 'WhisperKOOL and Wine-Mate installation manuals',
  glass: 'WhisperKOOL and Wine-Mate installation manuals (glazing R-values)',
  infiltration: 'HVAC sensible-heat rule 1.08 × CFM × ΔT, as used in wine-cellar load guides',
  internalGains: 'Cooling-load guides: 1 W = 3.412 BTU/h; 70–90 W per person',
  sizing: 'Wine-cellar cooling manufacturers: size to run 16 of 24 hours, plus a 10% safety factor',
  wineMate: 'Wine-Mate installation manual',
  throughTheWall: 'Through-the-wall cooling unit installation manuals',
  cellarPro: 'CellarPro product specifications (capacity at a 55°F cellar)',
  workedExample: 'Industry worked example (10×8×8 ft room) in the cooling-load guides',
  capacity: 'Wine-racking vendor capacity guides',
  costGuides: 'Wine-cellar vendor cost guides',
  wci: 'Wine Cellar Innovations',
  nahb: 'NAHB home buyer preferences survey (2017)',
  business: 'WineCellarGPT business facts (business.ts)',
} as const;
