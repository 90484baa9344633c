/**
 * A quote checked against the rules the site's own guides give for a cellar
 * that lasts, and against the estimator's cooling load for the room the quote
 * builds. Each flag quotes the document (its line), states the rule and links
 * the guide that gives it; nothing is flagged on a guess: a rule whose figure
 * the quote does not state is not checked.
 *
 * The rules (docs/ai-tools.md, "Document analyzer"):
 * - vapor barrier on the cold (cellar) side of the insulation: high. The
 *   technical guide: it goes on the warm side, or the wall condenses inside.
 * - single-pane glass: high. About R-1; the guide's R-value table says avoid.
 * - walls below R-19: medium at R-13 to R-18 (the manufacturers' minimum for
 *   interior walls, R-19 preferred), high below R-13. A ceiling below R-19:
 *   high (R-19 is the minimum there).
 * - a cooling unit below the room's load: high. The load is the climate
 *   calculator's (estimateCoolingLoad) for the quote's room, with the quote's
 *   own R-values and glass in place of our defaults.
 * - a warranty shorter than the benchmark the guides give (construction 5
 *   years, climate systems 3 years): medium.
 *
 * Two things a build quote can get wrong by saying nothing, which the guides
 * name as failure causes: no vapor barrier, and walls insulated with nothing
 * said of the ceiling. They are asked, not charged ("ask", after every stated
 * fault): the quote may simply not itemise them. Only a recognisable build
 * quote is asked (it frames or insulates the room, and cools it or insulates
 * it), so a supplier's price list or an inspection report is not.
 */
import { buildCoolingLoadInput, estimateCoolingLoad } from '../estimator/cooling.ts';
import { formatBtuh } from '../estimator/format.ts';
import type { GlassOption } from '../estimator/options.ts';
import { coolingSimpleInputSchema, type CoolingLoadValues } from '../estimator/schemas.ts';
import type { CellarBrief } from './compare.ts';
import type { Findings } from './findings.ts';

/** high and medium: the document states a fault. ask: it leaves out something the guides require, a question for the builder. */
export type FlagSeverity = 'high' | 'medium' | 'ask';

export type FlagId =
  | 'vapor-barrier-cold-side'
  | 'single-pane-glass'
  | 'walls-below-r19'
  | 'ceiling-below-r19'
  | 'unit-below-load'
  | 'short-warranty'
  | 'vapor-barrier-not-mentioned'
  | 'ceiling-insulation-not-mentioned';

export interface RedFlag {
  id: FlagId;
  severity: FlagSeverity;
  title: string;
  /** What the quote says, in its words or figures. */
  found: string;
  /** The rule it breaks, with its figure. */
  rule: string;
  /** The quote's 1-based line; for a question, the line that insulates the room, where the missing item would be. */
  line: number;
  source: { title: string; url: string };
}

const GUIDES = {
  vapor: { title: 'Technical guide: where the vapor barrier goes', url: '/resources/technical-guide#where-does-the-vapor-barrier-go-in-a-wine-cellar' },
  rValues: { title: 'Technical guide: what R-values a cellar needs', url: '/resources/technical-guide#what-r-values-does-a-wine-cellar-need' },
  load: { title: 'Technical guide: the cooling-load calculation', url: '/resources/technical-guide#how-do-you-calculate-a-wine-cellars-cooling-load' },
  warranty: { title: 'Investment guide: what warranties a cellar should come with', url: '/resources/investment-guide#what-warranties-should-a-cellar-come-with' },
} as const;

/** Single-pane glass, as the technical guide's R-value table gives it. */
export const SINGLE_PANE_R = 1;
/** The warranty terms the guides hold a builder to (ours). */
export const WARRANTY_BENCHMARK = { constructionYears: 5, coolingYears: 3 } as const;

const plural = (years: number) => `${years} year${years === 1 ? '' : 's'}`;

/**
 * The climate calculator's detailed input for the room the quote builds:
 * the room from the brief, then the quote's own wall and ceiling R-values and
 * glass where it states them. Null without a room.
 */
export function quoteCoolingInput(findings: Findings, brief: CellarBrief): CoolingLoadValues | null {
  if (brief.lengthFt === null || brief.widthFt === null) return null;
  const glassText = findings.glazing.map((g) => g.text).join(' ');
  const glass: GlassOption =
    findings.glazing.length === 0 ? 'none' : /glass\s+(?:wall|enclos|front)|window/i.test(glassText) && !/door/i.test(glassText) ? 'one-wall' : 'door';
  const simple = coolingSimpleInputSchema.safeParse({
    unitSystem: 'imperial',
    length: brief.lengthFt,
    width: brief.widthFt,
    height: brief.heightFt ?? undefined,
    glass,
  });
  if (!simple.success) return null;
  const input = buildCoolingLoadInput(simple.data);
  const stated = (surface: 'wall' | 'ceiling') => {
    const values = findings.rValues.filter((r) => r.surface === surface).map((r) => r.r);
    return values.length > 0 ? Math.min(...values) : undefined;
  };
  const wallR = stated('wall');
  const ceilingR = stated('ceiling');
  const singlePane = findings.glazing.some((g) => g.panes === 'single');
  return {
    ...input,
    surfaces: input.surfaces?.map((surface) => {
      if (surface.kind === 'wall' && wallR !== undefined) return { ...surface, rValue: wallR };
      if (surface.kind === 'ceiling' && ceilingR !== undefined) return { ...surface, rValue: ceilingR };
      if (surface.kind === 'glass' && singlePane) return { ...surface, rValue: SINGLE_PANE_R };
      return surface;
    }),
  };
}

export function checkQuote(findings: Findings, brief: CellarBrief): RedFlag[] {
  const flags: RedFlag[] = [];

  for (const barrier of findings.vaporBarrier.filter((b) => b.side === 'cold')) {
    flags.push({
      id: 'vapor-barrier-cold-side',
      severity: 'high',
      title: 'Vapor barrier on the cold side',
      found: 'The vapor barrier is placed on the cellar side of the insulation.',
      rule: 'It belongs on the warm side of the insulation, facing the rest of the house. On the cellar side, moisture condenses inside the wall, the insulation gets wet and mold follows; it cannot be corrected without stripping the wall.',
      line: barrier.line,
      source: GUIDES.vapor,
    });
  }

  for (const glazing of findings.glazing.filter((g) => g.panes === 'single')) {
    flags.push({
      id: 'single-pane-glass',
      severity: 'high',
      title: 'Single-pane glass',
      found: 'Single-pane glass, about R-1.',
      rule: 'Single-pane glass is to be avoided in a cellar: insulated, argon-filled dual-pane units are R-4 to R-6, and even they must be counted in the cooling load.',
      line: glazing.line,
      source: GUIDES.rValues,
    });
  }

  for (const value of findings.rValues.filter((r) => r.surface === 'wall' && r.r < 19)) {
    flags.push({
      id: 'walls-below-r19',
      severity: value.r < 13 ? 'high' : 'medium',
      title: `Walls at R-${value.r}`,
      found: `Walls insulated to R-${value.r}.`,
      rule:
        value.r < 13
          ? 'Below the manufacturers’ minimum of R-13 for interior walls (R-19 preferred, and at least R-19 for exterior walls).'
          : 'R-13 is the manufacturers’ minimum for interior walls; R-19 is preferred, and exterior walls need at least R-19. A 2 × 6 wall or closed-cell foam gets there.',
      line: value.line,
      source: GUIDES.rValues,
    });
  }

  for (const value of findings.rValues.filter((r) => r.surface === 'ceiling' && r.r < 19)) {
    flags.push({
      id: 'ceiling-below-r19',
      severity: 'high',
      title: `Ceiling at R-${value.r}`,
      found: `Ceiling insulated to R-${value.r}.`,
      rule: 'A cellar ceiling needs at least R-19, and R-30 is preferred.',
      line: value.line,
      source: GUIDES.rValues,
    });
  }

  const input = quoteCoolingInput(findings, brief);
  const largest = findings.capacities.reduce<(typeof findings.capacities)[number] | null>((best, c) => (best === null || c.btuh > best.btuh ? c : best), null);
  if (input && largest) {
    const load = estimateCoolingLoad(input);
    if (largest.btuh < load.designBtuh) {
      const design = formatBtuh(Math.round(load.designBtuh));
      flags.push({
        id: 'unit-below-load',
        severity: 'high',
        title: 'Cooling unit below the room’s load',
        found: `A unit of ${formatBtuh(largest.btuh)}.`,
        rule: `This room, built as the quote describes it, needs about ${design}: a load of ${formatBtuh(Math.round(load.totalBtuh))}, sized to run 16 hours in 24 with a 10% margin. A unit below that runs without stopping, never holds the set point on hot days and wears out early.`,
        line: largest.line,
        source: GUIDES.load,
      });
    }
  }

  for (const warranty of findings.warranties) {
    if (warranty.lifetime || warranty.years === null) continue;
    const covers = warranty.covers.join(' ');
    const cooling = /equipment|cooling|compressor|parts/.test(covers);
    const construction = /workmanship|labou?r|construction|installation/.test(covers) || warranty.covers.length === 0;
    const short = (construction && warranty.years < WARRANTY_BENCHMARK.constructionYears) || (cooling && warranty.years < WARRANTY_BENCHMARK.coolingYears);
    if (!short) continue;
    flags.push({
      id: 'short-warranty',
      severity: 'medium',
      title: `A ${plural(warranty.years)} warranty`,
      found: `${plural(warranty.years)} on ${warranty.covers.length > 0 ? warranty.covers.join(' and ') : 'the work'}.`,
      rule: `Short for a cellar: the guides’ benchmark is ${WARRANTY_BENCHMARK.constructionYears} years on construction and ${WARRANTY_BENCHMARK.coolingYears} years on the climate system. Ask what it covers, for how long, and who services the cooling unit.`,
      line: warranty.line,
      source: GUIDES.warranty,
    });
  }

  const { scope } = findings;
  const buildQuote = findings.kind === 'quote' && scope.envelope.length > 0 && (scope.cooling.length > 0 || scope.wallInsulation.length > 0);
  const insulationLine = scope.wallInsulation[0] ?? scope.envelope[0];
  if (buildQuote && insulationLine !== undefined && findings.vaporBarrier.length === 0 && !scope.closedCellFoam) {
    flags.push({
      id: 'vapor-barrier-not-mentioned',
      severity: 'ask',
      title: 'Vapor barrier not mentioned',
      found: 'The quote frames and insulates the room but never mentions a vapor barrier.',
      rule: 'Ask the builder where the vapor barrier goes and to put it in writing. It must be continuous, on the warm side of the insulation (facing the house); without it moisture condenses inside the wall, the insulation gets wet and the wall has to be stripped to fix it.',
      line: insulationLine,
      source: GUIDES.vapor,
    });
  }
  const wallLine = scope.wallInsulation[0];
  if (buildQuote && wallLine !== undefined && !scope.ceilingInsulation) {
    flags.push({
      id: 'ceiling-insulation-not-mentioned',
      severity: 'ask',
      title: 'Ceiling insulation not mentioned',
      found: 'The quote insulates the walls but says nothing of the ceiling.',
      rule: 'Ask whether the ceiling is insulated, and to what R-value: a cellar ceiling needs at least R-19, and R-30 is preferred. An uninsulated ceiling lets the room above warm the cellar, and the cooling unit is then sized for a room that was not built.',
      line: wallLine,
      source: GUIDES.rValues,
    });
  }

  const rank = (severity: FlagSeverity) => (severity === 'high' ? 0 : severity === 'medium' ? 1 : 2);
  return flags.sort((a, b) => rank(a.severity) - rank(b.severity) || a.line - b.line);
}

/** What the document let us check, in words: a clean result says what it covered. */
export function checkedRules(findings: Findings, brief: CellarBrief): string[] {
  const checked: string[] = [];
  if (findings.vaporBarrier.some((b) => b.side !== null)) checked.push('the vapor barrier’s side');
  if (findings.rValues.some((r) => r.surface === 'wall' || r.surface === 'ceiling')) checked.push('wall and ceiling R-values');
  if (findings.glazing.length > 0) checked.push('the glass');
  if (findings.capacities.length > 0 && quoteCoolingInput(findings, brief) !== null) checked.push('the cooling unit against the room’s load');
  if (findings.warranties.length > 0) checked.push('the warranty');
  return checked;
}
