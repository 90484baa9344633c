/**
 * What each tool of the registry (`tools.ts`) says about itself on its page
 * and in listings (/calculators, /ai-hub, article calls to action). Kept apart
 * from the registry's routing half so these texts load with the pages that
 * show them, not with every page; `Record<ToolSlug, …>` makes every tool
 * declare them.
 */
import { business } from '@domain/business.ts';
import type { Tool } from './tools.ts';

type SlugOf<F extends Tool['family']> = Extract<Tool, { family: F }>['slug'];

/** Icons by name (lucide); `tool-icon.tsx` draws them. */
export type ToolIcon = 'dollar' | 'thermometer' | 'boxes' | 'trending-up' | 'clipboard-check' | 'gem' | 'file-chart';

/** What a result is, for listings and for what the shell offers around it. */
export type ResultKind = 'estimate' | 'score' | 'report';

export interface ToolDetails {
  /** Short name: the page's eyebrow and breadcrumb, the card title in listings. */
  readonly name: string;
  /** The page's h1. */
  readonly heading: string;
  /** The paragraph under the heading: what the tool does and what you get. */
  readonly intro: string;
  /** The question a visitor brings to it, as listings show it. */
  readonly question: string;
  /** What it gives, in one or two sentences (listings). */
  readonly gives: string;
  /** One line for calls to action inside articles. */
  readonly blurb: string;
  readonly icon: ToolIcon;
  readonly result: ResultKind;
  /** What the tool does with no AI provider configured. */
  readonly offline: string;
  /** What a configured model adds, or null when the tool uses none. */
  readonly model: string | null;
}

/** Calculators are the estimator: no model takes part. */
const CALCULATOR_MODEL = null;

/** The calculators' half, on its own so article calls to action load only these. */
export const CALCULATOR_DETAILS: Record<SlugOf<'calculator'>, ToolDetails> = {
  cost: {
    name: 'Cost calculator',
    heading: 'What will your wine cellar cost?',
    intro:
      'An itemized low–high estimate for racking, cooling, insulation, door and glass, flooring and lighting, labor and design, priced from published vendor ranges. Change any input and the figures follow; every number shows what it rests on.',
    question: 'What will my cellar cost?',
    gives: 'An itemized low–high range: racking, cooling, envelope, door and glass, flooring and lighting, labor and design.',
    blurb: 'An itemized low–high estimate for your room, region and finishes.',
    icon: 'dollar',
    result: 'estimate',
    offline: 'The whole estimate: the one estimator prices every line from published vendor ranges, in your browser.',
    model: CALCULATOR_MODEL,
  },
  climate: {
    name: 'Cooling load calculator',
    heading: 'How much cooling does your cellar need?',
    intro:
      'The heat that reaches a cellar through every wall, the ceiling, the floor, glass, air leaks, lights and people, then the capacity to buy: sized to run 16 hours a day with a 10% margin, and the unit class that fits. Start from the room size, or list each surface.',
    question: 'How much cooling does the room need?',
    gives: 'Heat through every surface, air leaks, lights and people in BTU/h, the capacity to buy and the unit class that fits.',
    blurb: 'The BTU/h your walls, glass and door let in, and the unit size to choose.',
    icon: 'thermometer',
    result: 'estimate',
    offline: 'The whole calculation: heat gain surface by surface, infiltration and internal loads, with margins.',
    model: CALCULATOR_MODEL,
  },
  capacity: {
    name: 'Capacity calculator',
    heading: 'How many bottles will your cellar hold?',
    intro:
      'Bottles per wall for individual racking, diamond bins, case storage or display, the room wider bottles take, how many to start with so the racking has 25–30% left to grow into, and what a full cellar weighs.',
    question: 'How many bottles will my walls hold?',
    gives: 'Bottles per wall by racking style, the effect of wider bottles, room to grow and the weight on the floor.',
    blurb: 'How many bottles your walls hold, by racking style and bottle shape.',
    icon: 'boxes',
    result: 'estimate',
    offline: 'The whole calculation: bottles per wall by racking style, bottle mix, growth and floor weight.',
    model: CALCULATOR_MODEL,
  },
  roi: {
    name: 'ROI calculator',
    heading: 'Does a cellar pay for itself?',
    intro:
      'Ten years of owning a cellar against off-site storage or keeping the wine at home without climate control: fees avoided, value protected, what the cellar adds to the home, and the year it pays back. Every rate is yours to change.',
    question: 'Does a cellar pay for itself?',
    gives: 'Ten years against off-site storage or uncontrolled storage: fees avoided, value protected, payback year.',
    blurb: 'Payback against off-site storage fees and the value a cellar protects.',
    icon: 'trending-up',
    result: 'estimate',
    offline: 'The whole projection: fees, appreciation, risk of loss and resale recovery, year by year.',
    model: CALCULATOR_MODEL,
  },
  suitability: {
    name: 'Cellar quiz',
    heading: 'Is your space right for a wine cellar?',
    intro:
      'Eight short questions about your collection, your space and your plans. You get a suitability score, the kind of cellar that fits, why, and the next step: a cabinet, a closet conversion or a custom walk-in.',
    question: 'Is my space right for a cellar?',
    gives: 'Eight questions, a suitability score, the kind of cellar that fits and your next step.',
    blurb: 'A few questions to see whether your space suits a cellar, and which kind.',
    icon: 'clipboard-check',
    result: 'score',
    offline: 'The whole quiz: a weighted score from your answers and the recommendation that follows from it.',
    model: CALCULATOR_MODEL,
  },
  'asset-valuation': {
    name: 'Collection valuation',
    heading: 'What is your collection worth, and what is at risk?',
    intro:
      'List your wine as lots of similar bottles and describe where it is kept. You get its value today, a storage-risk score from temperature, daily swings, humidity, light and vibration, and what those conditions could cost over the years ahead.',
    question: 'What is my collection worth, and what is at risk?',
    gives: 'The value of your lots and a storage-risk score from temperature, swings, humidity, light and vibration.',
    blurb: 'What your collection is worth and what poor storage puts at risk.',
    icon: 'gem',
    result: 'score',
    offline: 'The whole assessment: lot values and a storage-risk score from your conditions.',
    model: CALCULATOR_MODEL,
  },
  'investment-summary': {
    name: 'Investment summary',
    heading: 'The investment case for your wine cellar',
    intro:
      `One printable page: what the cellar costs against the collection it protects, the storage fees it replaces and what it adds to the home. Open it from the cost or ROI calculator to carry your figures over. Professional cellars run ${business.pricing.label}.`,
    question: 'How do I put the case on one page?',
    gives: 'Cellar cost against the collection it protects, fees saved and home value, ready to print or share.',
    blurb: 'The cellar’s cost against the collection it protects, on one page.',
    icon: 'file-chart',
    result: 'report',
    offline: 'The whole summary, from the same projection as the ROI calculator.',
    model: CALCULATOR_MODEL,
  },
};

/** The AI tools' texts are in `ai-tools-catalog.ts`, loaded only by /ai-hub and the AI tool pages. */
export type CalculatorSlug = SlugOf<'calculator'>;

export const TOOL_DETAILS: Record<CalculatorSlug, ToolDetails> = { ...CALCULATOR_DETAILS };

export const detailsOf = (slug: CalculatorSlug): ToolDetails => TOOL_DETAILS[slug];
