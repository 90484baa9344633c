/**
 * The one tool registry (DESIGN "Tools are data"). Every calculator and AI
 * tool is declared here once, as data; the route table, the /calculators
 * index, /ai-hub, the saved-calculation kinds and their labels, the quote
 * pre-fill and the SQL check of saved kinds all derive from it, and
 * `tools.test.ts` holds them together.
 *
 * Two halves, one key: this file holds what routing needs (the route table,
 * and so the entry bundle of every page, reads it), and `tool-details.ts`
 * holds what a tool's page and the listings show, typed by slug so no tool
 * can miss its half. Each tool's input schema and logic live in its own lazily
 * loaded module (`page`).
 */

/** Who a tool is for; the route's access follows from it. */
export type Audience = 'visitor' | 'signed-in' | 'admin' | 'contractor';

/** The family decides where a tool is listed and what its breadcrumb leads back to. */
export type ToolFamily = 'calculator' | 'ai';

export interface ToolEntry {
  /** Unique, kebab-case; the key of its details. */
  readonly slug: string;
  readonly path: string;
  readonly family: ToolFamily;
  /** The page module under src/, loaded on demand. */
  readonly page: string;
  /** Document title, without the site suffix. */
  readonly title: string;
  /** Meta description, 50–170 characters. */
  readonly description: string;
  readonly audience: Audience;
  /** Saved to My Calculations under this kind, shown with this label. */
  readonly saved?: { readonly kind: string; readonly label: string };
  /** Kept in My Image Analyses under this kind, shown with this label. */
  readonly savedImage?: { readonly kind: string; readonly label: string };
  /** A tool without a kind of its own whose results a signed-in visitor still keeps in My Calculations, under another tool's kind. */
  readonly keepsIn?: 'My Calculations';
  /** Sitemap priority, 0–1. */
  readonly priority: number;
}

export const TOOLS = [
  {
    slug: 'cost',
    path: '/calculators/cost',
    family: 'calculator',
    page: 'features/calculators/pages/cost-calculator-page.tsx',
    title: 'Wine Cellar Cost Calculator: Itemized Estimate',
    description:
      'Estimate what a custom wine cellar costs: racking, cooling, insulation, glass, door, lighting, design and labor as a low-high range for your size and region.',
    audience: 'visitor',
    saved: { kind: 'cost', label: 'Cost estimate' },
    priority: 0.9,
  },
  {
    slug: 'climate',
    path: '/calculators/climate',
    family: 'calculator',
    page: 'features/calculators/pages/climate-calculator-page.tsx',
    title: 'Wine Cellar Cooling Load Calculator (BTU/h)',
    description:
      'Calculate your wine cellar cooling load surface by surface, the design capacity with run-time and safety margins, and the cooling unit class to choose.',
    audience: 'visitor',
    saved: { kind: 'climate', label: 'Cooling load' },
    priority: 0.8,
  },
  {
    slug: 'capacity',
    path: '/calculators/capacity',
    family: 'calculator',
    page: 'features/calculators/pages/capacity-calculator-page.tsx',
    title: 'Wine Cellar Capacity Calculator: How Many Bottles?',
    description:
      'Work out how many bottles your cellar walls hold with individual racks, diamond bins, case storage or display, adjusted for bottle shapes and growth.',
    audience: 'visitor',
    saved: { kind: 'capacity', label: 'Capacity' },
    priority: 0.8,
  },
  {
    slug: 'roi',
    path: '/calculators/roi',
    family: 'calculator',
    page: 'features/calculators/pages/roi-calculator-page.tsx',
    title: 'Wine Cellar ROI Calculator: Payback & Value Protected',
    description:
      'Compare a wine cellar against off-site storage fees and collection risk: payback year, value protected over 10 years and the effect on your home.',
    audience: 'visitor',
    saved: { kind: 'roi', label: 'Return on investment' },
    priority: 0.8,
  },
  {
    slug: 'suitability',
    path: '/calculators/suitability',
    family: 'calculator',
    page: 'features/calculators/pages/suitability-quiz-page.tsx',
    title: 'Wine Cellar Quiz: Is Your Space Right for a Cellar?',
    description:
      'Answer a few questions about your collection, space and plans to get a suitability score, the kind of cellar that fits, and your next step.',
    audience: 'visitor',
    saved: { kind: 'suitability', label: 'Cellar quiz' },
    priority: 0.8,
  },
  {
    slug: 'asset-valuation',
    path: '/asset-valuation',
    family: 'calculator',
    page: 'features/calculators/pages/asset-valuation-page.tsx',
    title: 'Wine Collection Valuation & Storage Risk',
    description:
      'Value your wine collection and see what poor storage conditions put at risk: temperature, swings, humidity, light and vibration, with recommendations.',
    audience: 'visitor',
    saved: { kind: 'asset-valuation', label: 'Collection valuation' },
    priority: 0.7,
  },
  {
    slug: 'investment-summary',
    path: '/investment-summary',
    family: 'calculator',
    page: 'features/calculators/pages/investment-summary-page.tsx',
    title: 'Wine Cellar Investment Summary',
    description:
      'The investment case for a custom wine cellar on one printable page: cellar cost against the collection it protects, storage fees saved and home value.',
    audience: 'visitor',
    saved: { kind: 'investment-summary', label: 'Investment summary' },
    priority: 0.7,
  },
  {
    slug: 'visual-designer',
    path: '/visual-designer',
    family: 'ai',
    page: 'features/cellar-design/designer/visual-designer-page.tsx',
    title: 'Wine Cellar Visual Designer: Plan Your Racking Layout',
    description:
      'Draw your cellar, place racking, a tasting table and the cooling unit, and watch bottle capacity, itemized cost and cooling load follow.',
    audience: 'visitor',
    saved: { kind: 'cellar-design', label: 'Cellar design' },
    priority: 0.8,
  },
  {
    slug: 'ai-image-generator',
    path: '/ai-image-generator',
    family: 'ai',
    page: 'features/cellar-design/image-studio/image-studio-page.tsx',
    title: 'AI Image Studio: Wine Cellar Renderings on Your Own Key',
    description:
      'Render your wine cellar idea or your own design: styles, views, light, racking wood, aspect ratios, seeds and up to four images, on your own Runware key.',
    audience: 'visitor',
    savedImage: { kind: 'studio-image', label: 'Image studio' },
    priority: 0.6,
  },
  {
    slug: 'image-3d-converter',
    path: '/image-3d-converter',
    family: 'ai',
    page: 'features/cellar-design/cellar-3d/image-3d-page.tsx',
    title: '3D Wine Cellar View: Walk Through Your Design',
    description:
      'See your cellar design in 3D: walls, glass, racking in your wood with every bottle, the cooling unit and tasting table. Orbit, walk through and save a picture.',
    audience: 'visitor',
    priority: 0.6,
  },
  {
    slug: 'ai-design',
    path: '/ai-design',
    family: 'ai',
    page: 'features/cellar-design/ai-design/ai-design-page.tsx',
    title: 'AI Wine Cellar Design Concepts: Layouts for Your Room',
    description:
      'Describe your room, style, collection and budget, and get two or three cellar layouts with bottle capacity, cost range and cooling load, ready to refine.',
    audience: 'visitor',
    keepsIn: 'My Calculations',
    priority: 0.8,
  },
  {
    slug: 'video-tours',
    path: '/video-tours',
    family: 'ai',
    page: 'features/cellar-design/cellar-3d/video-tours-page.tsx',
    title: 'Wine Cellar Video Tours: Fly Through a 3D Cellar',
    description:
      'A camera fly-through of your own cellar design or one of our case-study cellars, played in the page and recorded in your browser to a video you can download.',
    audience: 'visitor',
    priority: 0.6,
  },
  {
    slug: 'training-simulator',
    path: '/training-simulator',
    family: 'ai',
    page: 'features/cellar-care/training-simulator/training-simulator-page.tsx',
    title: 'Wine Cellar Climate Simulator: Power Cuts, Heat Waves, Open Doors',
    description:
      'Watch a cellar’s temperature and humidity hour by hour through heat, an open door or a power cut, answer scenario questions, and test your own room.',
    audience: 'visitor',
    priority: 0.6,
  },
  {
    slug: 'voice-ai',
    path: '/voice-ai',
    family: 'ai',
    page: 'features/chat/voice-ai-page.tsx',
    title: 'Voice AI: Talk to the Wine Cellar Expert',
    description:
      'Ask the WineCellarGPT expert about wine storage, cellar design and costs out loud, read the transcript and hear the answer, with a text fallback.',
    audience: 'visitor',
    priority: 0.6,
  },
  {
    slug: 'semantic-search',
    path: '/semantic-search',
    family: 'ai',
    page: 'features/cellar-design/semantic-search/semantic-search-page.tsx',
    title: 'Ask the Wine Cellar Guides in Your Own Words',
    description:
      'Ask a question your own way and get the passages of our guides, case studies, FAQ and calculators that answer it, with the matching words highlighted.',
    audience: 'visitor',
    priority: 0.6,
  },
  {
    slug: 'condition-assessment',
    path: '/condition-assessment',
    family: 'ai',
    page: 'features/cellar-care/condition/condition-assessment-page.tsx',
    title: 'Wine Cellar Condition Assessment: Score, Risks and Fixes',
    description:
      'Audit your existing cellar from logger readings and a walk-round checklist: a condition score, risks to the wine ranked, and a priced fix list to print.',
    audience: 'visitor',
    saved: { kind: 'condition-assessment', label: 'Condition assessment' },
    priority: 0.7,
  },
  {
    slug: 'predictive-maintenance',
    path: '/predictive-maintenance',
    family: 'ai',
    page: 'features/cellar-care/maintenance/predictive-maintenance-page.tsx',
    title: 'Wine Cellar Cooling Unit Health: Trends, Faults and Next Service',
    description:
      'Track your wine cellar cooling unit’s run-time and air temperatures: trends with charts, the days that stood out, the likely cause, and the next service date.',
    audience: 'visitor',
    saved: { kind: 'unit-health', label: 'Cooling unit health' },
    priority: 0.7,
  },
  {
    slug: 'material-identifier',
    path: '/material-identifier',
    family: 'ai',
    page: 'features/cellar-care/material/material-identifier-page.tsx',
    title: 'Wine Cellar Racking and Wall Material Identifier',
    description:
      'What is your wine racking or cellar wall made of, and does it suit 55°F and cellar humidity? Answer a few questions for ranked materials and what to do.',
    audience: 'visitor',
    priority: 0.6,
  },
  {
    slug: 'seo-automation',
    path: '/seo-automation',
    family: 'ai',
    page: 'features/business/seo-audit/seo-audit-page.tsx',
    title: 'SEO Audit of Every Page of the Site',
    description:
      'For the business: every page of the site checked as a crawler sees it, from titles and canonical URLs to structured data, headings, links and the sitemap.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'email-sequences',
    path: '/email-sequences',
    family: 'ai',
    page: 'features/business/email-sequences/email-sequences-page.tsx',
    title: 'Follow-up Email Sequences for Leads',
    description:
      'For the business: follow-up emails by lead status and source, sent on a schedule once switched on, and stopped when the client replies, changes status or unsubscribes.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'dynamic-pricing',
    path: '/dynamic-pricing',
    family: 'ai',
    page: 'features/business/dynamic-pricing/dynamic-pricing-page.tsx',
    title: 'Dynamic Pricing from Capacity, Demand and Material Costs',
    description:
      'For the business: a price multiplier for each cost line from projects booked this quarter, the lead trend, a material cost index and margins, with what-ifs.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'competitive-intelligence',
    path: '/competitive-intelligence',
    family: 'ai',
    page: 'features/business/competitive-intelligence/competitive-intelligence-page.tsx',
    title: 'Competitive Intelligence: Competitor Prices Against Ours',
    description:
      'For the business: competitors’ prices and offers, typed in or read from their quotes, set against our estimator by cellar size, with charts and dates.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'wine-collection-ai',
    path: '/wine-collection-ai',
    family: 'ai',
    page: 'features/cellar-care/collection/wine-collection-page.tsx',
    title: 'Wine Collection Manager: Drinking Windows, Storage and Value',
    description:
      'Add your bottles or import a CellarTracker CSV: drinking windows by vintage and style, the racking your collection needs as it grows, and its value at risk.',
    audience: 'visitor',
    saved: { kind: 'wine-collection', label: 'Wine collection' },
    priority: 0.7,
  },
  {
    slug: 'document-analyzer',
    path: '/document-analyzer',
    family: 'ai',
    page: 'features/cellar-design/documents/document-analyzer-page.tsx',
    title: 'Wine Cellar Quote and Plan Analyzer: Compare Line by Line',
    description:
      'Upload a cellar quote, plan or inspection report (PDF, Word or photo): dimensions, bottles, cooling units and prices read in your browser and priced against our estimate.',
    audience: 'visitor',
    saved: { kind: 'document-analysis', label: 'Document analysis' },
    priority: 0.6,
  },
  {
    slug: 'multilingual',
    path: '/multilingual',
    family: 'ai',
    page: 'features/cellar-design/multilingual/multilingual-page.tsx',
    title: 'Wine Cellar Expert in Spanish, French, German, Italian, Chinese',
    description:
      'Ask our wine cellar expert in Spanish, French, German, Italian or Simplified Chinese, and request a free quote in your language. Answers from translated cards.',
    audience: 'visitor',
    priority: 0.5,
  },
  {
    slug: 'voice-agent',
    path: '/voice-agent',
    family: 'ai',
    page: 'features/cellar-design/voice-agent/voice-agent-page.tsx',
    title: 'Voice Agent: Hands-Free Wine Cellar Expert and Consultation Booking',
    description:
      'Talk to the wine cellar expert hands-free: it listens for your voice, answers out loud, stops when you speak, and can take your consultation request.',
    audience: 'visitor',
    priority: 0.6,
  },
  {
    slug: 'lead-scoring',
    path: '/lead-scoring',
    family: 'ai',
    page: 'features/business/lead-scoring/lead-scoring-page.tsx',
    title: 'Lead Scoring Fitted on Our Own Won and Lost Leads',
    description:
      'For the business: every lead scored 0–100 with its reasons (budget, timeline, project type, completeness, engagement), weighted on the leads we have won and lost.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'sentiment-analysis',
    path: '/sentiment-analysis',
    family: 'ai',
    page: 'features/business/sentiment/sentiment-page.tsx',
    title: 'Sentiment and Topics Across Our Leads’ Messages',
    description:
      'For the business: the mood and topics of every lead’s message and note, trends over time, and unhappy or urgent leads flagged in the inbox.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'content-generator',
    path: '/content-generator',
    family: 'ai',
    page: 'features/business/content-generator/content-generator-page.tsx',
    title: 'Content Generator: Drafts Grounded in Our Own Guides',
    description:
      'For the business: article outlines, FAQ answers and social posts drafted from the site’s own guides and estimator, every statement cited, for review before publishing.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'proposal-builder',
    path: '/proposal-builder',
    family: 'ai',
    page: 'features/business/proposal-builder/proposal-builder-page.tsx',
    title: 'Proposal Builder: Itemized Proposals Accepted Online',
    description:
      'For the business: an itemized proposal from a lead and its saved estimate or design, with upgrades, timeline, warranties and payments, as a PDF accepted online.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'live-bid-optimization',
    path: '/live-bid-optimization',
    family: 'ai',
    page: 'features/business/live-bids/live-bids-page.tsx',
    title: 'Live Bids from Partner Contractors',
    description:
      'For the business: send a lead out for bids, watch partner contractors’ bids arrive live, ranked by price against our estimator, fit and response time, and award one.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'autonomous-agents',
    path: '/autonomous-agents',
    family: 'ai',
    page: 'features/business/agents/agents-page.tsx',
    title: 'Agents: Lead Triage and Follow-Up with a Person in the Loop',
    description:
      'For the business: routines that triage new leads and follow up quiet ones, every email and change waiting for an admin’s approval, every run logged step by step.',
    audience: 'admin',
    priority: 0.3,
  },
  {
    slug: 'contract-generator',
    path: '/contract-generator',
    family: 'ai',
    page: 'features/business/contract-generator/contract-generator-page.tsx',
    title: 'Contract Generator: Contracts From Accepted Proposals, Signed Online',
    description: 'For the business: a contract from an accepted proposal, assembled from a plain-English clause library, reviewed, then signed online and kept as a PDF.',
    audience: 'admin',
    priority: 0.3,
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

export const toolsIn = <F extends ToolFamily>(family: F): Extract<Tool, { family: F }>[] =>
  TOOLS.filter((tool): tool is Extract<Tool, { family: F }> => tool.family === family);

/** Every AI tool's slug (all are built, each with its route). */
export type AiToolSlug = Extract<Tool, { family: 'ai' }>['slug'];

/**
 * Images kept in My Image Analyses by a page that is not a tool: the
 * assistant's generated visuals (/image-generator, in the route table).
 */
const OTHER_IMAGE_KINDS = [{ kind: 'generated-visual', label: 'Generated visual' }] as const;

type ImageTool = Extract<Tool, { savedImage: object }>;
const keepsImages = (tool: Tool): tool is ImageTool => 'savedImage' in tool;
const IMAGE_KIND_ENTRIES = [...TOOLS.filter(keepsImages).map((tool) => tool.savedImage), ...OTHER_IMAGE_KINDS];

/**
 * The kinds of My Image Analyses, in registry order. The table checks only a
 * kind's format (so a row written outside the site may carry another); the
 * site writes these and no other.
 */
export type ImageKind = ImageTool['savedImage']['kind'] | (typeof OTHER_IMAGE_KINDS)[number]['kind'];

export const IMAGE_KINDS = IMAGE_KIND_ENTRIES.map((entry) => entry.kind) as [ImageKind, ...ImageKind[]];

export const IMAGE_KIND_LABELS = Object.fromEntries(IMAGE_KIND_ENTRIES.map((entry) => [entry.kind, entry.label])) as Record<ImageKind, string>;

export const isImageKind = (value: unknown): value is ImageKind => typeof value === 'string' && (IMAGE_KINDS as readonly string[]).includes(value);

/** The tool that saves under a kind. */
export const toolForKind = (kind: SavedKind): SavingTool => TOOLS.filter(isSaving).find((tool) => tool.saved.kind === kind) as SavingTool;

/** Where a family's tools are listed: the breadcrumb parent of every tool page. */
export const FAMILY_HOME: Record<ToolFamily, { to: string; label: string }> = {
  calculator: { to: '/calculators', label: 'Calculators' },
  ai: { to: '/ai-hub', label: 'AI Hub' },
};
