/**
 * The one tool registry (DESIGN "Tools are data"). Every calculator and AI
 * tool is declared here once, as data; the route table, the /calculators
 * index, /ai-hub, the saved-calculation kinds and their labels, the quote
 * pre-fill and the SQL check of saved kinds all derive from it, and
 * `tools.test.ts` holds them together.
 *
 * Plain data with no imports beyond types: the route table (and so the entry
 * bundle) reads it, so icons are named here and drawn by the pages that list
 * tools, and each tool's input schema and logic live in its own lazily loaded
 * module (`page`).
 */

/** Who a tool is for; the route's access follows from it. */
export type Audience = 'visitor' | 'signed-in' | 'admin' | 'contractor';

/** The family decides where a tool is listed and what its breadcrumb leads back to. */
export type ToolFamily = 'calculator' | 'ai';

/** Icons by name (lucide); `tool-icons.tsx` draws them where tools are listed. */
export type ToolIcon = 'dollar' | 'thermometer' | 'boxes' | 'trending-up' | 'clipboard-check' | 'gem' | 'file-chart';

/** What a result is, for listings and for what the shell offers around it. */
export type ResultKind = 'estimate' | 'score' | 'report';

export interface ToolEntry {
  /** Unique, kebab-case; also the saved kind when the tool saves. */
  readonly slug: string;
  readonly path: string;
  readonly family: ToolFamily;
  /** The page module under src/, loaded on demand. */
  readonly page: string;
  /** Short name: the page's eyebrow and breadcrumb, the card title in listings. */
  readonly name: string;
  /** The page's h1. */
  readonly heading: string;
  /** The question a visitor brings to it, as listings show it. */
  readonly question: string;
  /** What it gives, in one or two sentences (listings). */
  readonly gives: string;
  /** One line for calls to action inside articles. */
  readonly blurb: string;
  /** Document title, without the site suffix. */
  readonly title: string;
  /** Meta description, 50–170 characters. */
  readonly description: string;
  readonly audience: Audience;
  readonly icon: ToolIcon;
  readonly result: ResultKind;
  /** Saved to My Calculations under this kind, shown with this label. */
  readonly saved?: { readonly kind: string; readonly label: string };
  /** What the tool does with no AI provider configured. */
  readonly offline: string;
  /** What a configured model adds, or null when the tool uses none. */
  readonly model: string | null;
  /** Sitemap priority, 0–1. */
  readonly priority: number;
}

const CALCULATOR_MODEL = null;

export const TOOLS = [
  {
    slug: 'cost',
    path: '/calculators/cost',
    family: 'calculator',
    page: 'features/calculators/pages/cost-calculator-page.tsx',
    name: 'Cost calculator',
    heading: 'What will your wine cellar cost?',
    question: 'What will my cellar cost?',
    gives: 'An itemized low–high range: racking, cooling, envelope, door and glass, flooring and lighting, labor and design.',
    blurb: 'An itemized low–high estimate for your room, region and finishes.',
    title: 'Wine Cellar Cost Calculator: Itemized Estimate',
    description:
      'Estimate what a custom wine cellar costs: racking, cooling, insulation, glass, door, lighting, design and labor as a low-high range for your size and region.',
    audience: 'visitor',
    icon: 'dollar',
    result: 'estimate',
    saved: { kind: 'cost', label: 'Cost estimate' },
    offline: 'The whole estimate: the one estimator prices every line from published vendor ranges, in your browser.',
    model: CALCULATOR_MODEL,
    priority: 0.9,
  },
  {
    slug: 'climate',
    path: '/calculators/climate',
    family: 'calculator',
    page: 'features/calculators/pages/climate-calculator-page.tsx',
    name: 'Cooling load calculator',
    heading: 'How much cooling does your cellar need?',
    question: 'How much cooling does the room need?',
    gives: 'Heat through every surface, air leaks, lights and people in BTU/h, the capacity to buy and the unit class that fits.',
    blurb: 'The BTU/h your walls, glass and door let in, and the unit size to choose.',
    title: 'Wine Cellar Cooling Load Calculator (BTU/h)',
    description:
      'Calculate your wine cellar cooling load surface by surface, the design capacity with run-time and safety margins, and the cooling unit class to choose.',
    audience: 'visitor',
    icon: 'thermometer',
    result: 'estimate',
    saved: { kind: 'climate', label: 'Cooling load' },
    offline: 'The whole calculation: heat gain surface by surface, infiltration and internal loads, with margins.',
    model: CALCULATOR_MODEL,
    priority: 0.8,
  },
  {
    slug: 'capacity',
    path: '/calculators/capacity',
    family: 'calculator',
    page: 'features/calculators/pages/capacity-calculator-page.tsx',
    name: 'Capacity calculator',
    heading: 'How many bottles will your cellar hold?',
    question: 'How many bottles will my walls hold?',
    gives: 'Bottles per wall by racking style, the effect of wider bottles, room to grow and the weight on the floor.',
    blurb: 'How many bottles your walls hold, by racking style and bottle shape.',
    title: 'Wine Cellar Capacity Calculator: How Many Bottles?',
    description:
      'Work out how many bottles your cellar walls hold with individual racks, diamond bins, case storage or display, adjusted for bottle shapes and growth.',
    audience: 'visitor',
    icon: 'boxes',
    result: 'estimate',
    saved: { kind: 'capacity', label: 'Capacity' },
    offline: 'The whole calculation: bottles per wall by racking style, bottle mix, growth and floor weight.',
    model: CALCULATOR_MODEL,
    priority: 0.8,
  },
  {
    slug: 'roi',
    path: '/calculators/roi',
    family: 'calculator',
    page: 'features/calculators/pages/roi-calculator-page.tsx',
    name: 'ROI calculator',
    heading: 'Does a cellar pay for itself?',
    question: 'Does a cellar pay for itself?',
    gives: 'Ten years against off-site storage or uncontrolled storage: fees avoided, value protected, payback year.',
    blurb: 'Payback against off-site storage fees and the value a cellar protects.',
    title: 'Wine Cellar ROI Calculator: Payback & Value Protected',
    description:
      'Compare a wine cellar against off-site storage fees and collection risk: payback year, value protected over 10 years and the effect on your home.',
    audience: 'visitor',
    icon: 'trending-up',
    result: 'estimate',
    saved: { kind: 'roi', label: 'Return on investment' },
    offline: 'The whole projection: fees, appreciation, risk of loss and resale recovery, year by year.',
    model: CALCULATOR_MODEL,
    priority: 0.8,
  },
  {
    slug: 'suitability',
    path: '/calculators/suitability',
    family: 'calculator',
    page: 'features/calculators/pages/suitability-quiz-page.tsx',
    name: 'Cellar quiz',
    heading: 'Is your space right for a wine cellar?',
    question: 'Is my space right for a cellar?',
    gives: 'Eight questions, a suitability score, the kind of cellar that fits and your next step.',
    blurb: 'A few questions to see whether your space suits a cellar, and which kind.',
    title: 'Wine Cellar Quiz: Is Your Space Right for a Cellar?',
    description:
      'Answer a few questions about your collection, space and plans to get a suitability score, the kind of cellar that fits, and your next step.',
    audience: 'visitor',
    icon: 'clipboard-check',
    result: 'score',
    saved: { kind: 'suitability', label: 'Cellar quiz' },
    offline: 'The whole quiz: a weighted score from your answers and the recommendation that follows from it.',
    model: CALCULATOR_MODEL,
    priority: 0.8,
  },
  {
    slug: 'asset-valuation',
    path: '/asset-valuation',
    family: 'calculator',
    page: 'features/calculators/pages/asset-valuation-page.tsx',
    name: 'Collection valuation',
    heading: 'What is your collection worth, and what is at risk?',
    question: 'What is my collection worth, and what is at risk?',
    gives: 'The value of your lots and a storage-risk score from temperature, swings, humidity, light and vibration.',
    blurb: 'What your collection is worth and what poor storage puts at risk.',
    title: 'Wine Collection Valuation & Storage Risk',
    description:
      'Value your wine collection and see what poor storage conditions put at risk: temperature, swings, humidity, light and vibration, with recommendations.',
    audience: 'visitor',
    icon: 'gem',
    result: 'score',
    saved: { kind: 'asset-valuation', label: 'Collection valuation' },
    offline: 'The whole assessment: lot values and a storage-risk score from your conditions.',
    model: CALCULATOR_MODEL,
    priority: 0.7,
  },
  {
    slug: 'investment-summary',
    path: '/investment-summary',
    family: 'calculator',
    page: 'features/calculators/pages/investment-summary-page.tsx',
    name: 'Investment summary',
    heading: 'The investment case for your wine cellar',
    question: 'How do I put the case on one page?',
    gives: 'Cellar cost against the collection it protects, fees saved and home value, ready to print or share.',
    blurb: 'The cellar’s cost against the collection it protects, on one page.',
    title: 'Wine Cellar Investment Summary',
    description:
      'The investment case for a custom wine cellar on one printable page: cellar cost against the collection it protects, storage fees saved and home value.',
    audience: 'visitor',
    icon: 'file-chart',
    result: 'report',
    saved: { kind: 'investment-summary', label: 'Investment summary' },
    offline: 'The whole summary, from the same projection as the ROI calculator.',
    model: CALCULATOR_MODEL,
    priority: 0.7,
  },
] as const satisfies readonly ToolEntry[];

export type Tool = (typeof TOOLS)[number];
export type ToolSlug = Tool['slug'];

type SavingTool = Extract<Tool, { saved: object }>;
/** The kinds of My Calculations, in registry order. */
export type SavedKind = SavingTool['saved']['kind'];

const isSaving = (tool: Tool): tool is SavingTool => 'saved' in tool;

export const SAVED_KINDS = TOOLS.filter(isSaving).map((tool) => tool.saved.kind) as [SavedKind, ...SavedKind[]];

export const SAVED_KIND_LABELS = Object.fromEntries(TOOLS.filter(isSaving).map((tool) => [tool.saved.kind, tool.saved.label])) as Record<
  SavedKind,
  string
>;

export const isSavedKind = (value: unknown): value is SavedKind => typeof value === 'string' && (SAVED_KINDS as readonly string[]).includes(value);

export const toolBySlug = (slug: ToolSlug): Tool => TOOLS.find((tool) => tool.slug === slug) as Tool;

export const toolsIn = (family: ToolFamily): Tool[] => TOOLS.filter((tool) => tool.family === family);

/** The tool that saves under a kind. */
export const toolForKind = (kind: SavedKind): SavingTool => TOOLS.filter(isSaving).find((tool) => tool.saved.kind === kind) as SavingTool;

/** Where a family's tools are listed: the breadcrumb parent of every tool page. */
export const FAMILY_HOME: Record<ToolFamily, { to: string; label: string }> = {
  calculator: { to: '/calculators', label: 'Calculators' },
  ai: { to: '/ai-hub', label: 'AI Hub' },
};
