/**
 * What every AI tool of the registry says about itself: /ai-hub lists them
 * from here, and each tool's page takes its heading and intro from here.
 * Kept out of `tools.ts` (which every page's entry bundle reads) so these
 * texts load only with the hub and the AI tool pages. Typed by
 * `AiToolSlug`, so a tool in the registry cannot miss
 * its entry, and `ai-tools-catalog.test.ts` checks there is none extra.
 */
import type { AiToolSlug } from './tools.ts';

/** Who a tool serves: the hub's three sections, in this order. */
export const AI_GROUPS = [
  {
    id: 'collectors',
    title: 'For collectors and homeowners',
    intro: 'Plan a cellar before anyone builds it: draw it, price it, ask about it in your own words.',
  },
  {
    id: 'owners',
    title: 'For cellar owners',
    intro: 'Look after the cellar and the collection you already have.',
  },
  {
    id: 'business',
    title: 'For the business',
    intro: 'Tools our team uses on its own leads, proposals and content, behind the admin sign-in.',
  },
] as const;
export type AiGroup = (typeof AI_GROUPS)[number]['id'];

export interface AiToolInfo {
  /** Short name: the hub card's title and the page's eyebrow. */
  readonly name: string;
  readonly group: AiGroup;
  /** What it does, in a sentence or two. */
  readonly does: string;
  /** What runs with no AI provider configured (the whole job, for every built tool). */
  readonly offline: string;
  /** What a configured model adds, or null when the tool uses none. */
  readonly model: string | null;
  /** A built tool's page heading and intro. */
  readonly page?: { readonly heading: string; readonly intro: string };
}

export const AI_TOOLS_CATALOG: Record<AiToolSlug, AiToolInfo> = {
  // ---------------------------------------------------------------- collectors and homeowners
  'visual-designer': {
    name: 'Visual designer',
    group: 'collectors',
    does: 'Draw your room, place racking, a tasting table and the cooling unit, and see bottle capacity, an itemized cost range and the cooling load change as you go.',
    offline: 'The whole tool: the plan editor and every figure, from the same estimator as the calculators, in your browser.',
    model: 'A written review of the layout, marked as the model’s; the figures stay the estimator’s.',
    page: {
      heading: 'Design your cellar, rack by rack',
      intro:
        'Set out the room, its door and glass, then place racking along the walls and on the floor. Capacity, the cost range and the cooling load follow every move; save the design, share it as a link, download it, or send it with your quote request.',
    },
  },
  'voice-ai': {
    name: 'Voice AI',
    group: 'collectors',
    does: 'Ask the cellar expert out loud, read the transcript and hear the answer read back, with typing as a fallback.',
    offline: 'The built-in expert answers from the site’s guides and the estimator; your browser reads the answer aloud.',
    model: 'Free-form answers grounded in the same guides, and spoken questions written down for you.',
  },
  'ai-design': {
    name: 'AI design concepts',
    group: 'collectors',
    does: 'Room, style, collection size and budget in; two or three concept layouts out, each with capacity, cost and cooling load, ready to open in the designer.',
    offline: 'The layouts, from a deterministic layout engine and the estimator.',
    model: 'A design narrative for each concept, marked as the model’s; the layouts and figures stay the engine’s.',
    page: {
      heading: 'Cellar concepts for your room',
      intro:
        'Give the room, its door, the style you like, the size of your collection and your budget. You get up to three layouts, each with its bottle capacity, cost range and cooling load, and each opens in the visual designer to refine.',
    },
  },
  'image-3d-converter': {
    name: '3D cellar view',
    group: 'collectors',
    does: 'Your plan as a 3D cellar you can orbit and walk through: walls, racks filled with bottles, glass and wood finishes.',
    offline: 'The whole 3D view, rendered in your browser.',
    model: null,
    page: {
      heading: 'Your cellar in 3D',
      intro:
        'Open your design from the visual designer, a design link, or just the room’s size, and see it built: racking in your wood with every bottle, glass, the door, the cooling unit and the tasting table. Look down into it, walk through it with the keys or the buttons, and save a picture.',
    },
  },
  'video-tours': {
    name: 'Video tours',
    group: 'collectors',
    does: 'A camera fly-through of your design or of a case-study cellar, recorded in the browser to a video you can download.',
    offline: 'The tour and the recording, in your browser.',
    model: null,
    page: {
      heading: 'Fly through a cellar',
      intro:
        'Choose your own design or one of our case-study cellars and watch the camera walk in at the door, along the racks and to the table. Record the tour in your browser and download it as a video to share.',
    },
  },
  'ai-image-generator': {
    name: 'AI image studio',
    group: 'collectors',
    does: 'Cellar renderings from your description or your own design, with style, view, light and racking presets, aspect ratios, seeds and up to four images at once, on your own image-provider key.',
    offline: 'The prompt composer: your words, your design from the visual designer and the presets become one precise prompt and negative prompt, shown as you choose and ready to copy. The images need your key.',
    model: 'The images themselves, from your own Runware account, straight from your browser; the key never reaches our servers.',
    page: {
      heading: 'Render your cellar before it is built',
      intro:
        'Describe the room or bring in the design you drew, pick a style, a view, the light and the racking, and make up to four images on your own Runware key. Every image keeps its seed, so you can make it again or vary it; signed in, you keep the ones you like.',
    },
  },
  'document-analyzer': {
    name: 'Document analyzer',
    group: 'collectors',
    does: 'Read a plan, a competitor’s quote or an inspection report and compare its figures with our estimate, line by line.',
    offline: 'Text extraction from PDF, Word and photos in your browser, and the comparison with the estimator.',
    model: null,
    page: {
      heading: 'Read a cellar quote, plan or report, and check it against our estimate',
      intro:
        'Choose a PDF, a Word file or a photo of a competitor’s quote, a plan or an inspection report. The text is read in your browser and never uploaded: the room’s size, bottle counts, cooling units and every priced line are picked out, and a quote is set beside our estimate for the same cellar, line by line, with what is missing from either side.',
    },
  },
  'semantic-search': {
    name: 'Semantic search',
    group: 'collectors',
    does: 'Ask in your own words across the guides, case studies, FAQ and calculators, and get the passages that answer it.',
    offline: 'The whole search: ranked passages with a map of cellar concepts and synonyms, in your browser.',
    model: 'On request, a short answer written from the passages found and citing them, marked as the model’s; the passages stay the search’s.',
    page: {
      heading: 'Ask the guides in your own words',
      intro:
        'Ask the way you would ask a person: “why is my basement damp?”, “can I use a regular AC?”. The search reads your words as the guides write them and shows the passages that answer, from our guides, case studies, FAQ and the calculators’ assumptions, each linked to its section.',
    },
  },
  multilingual: {
    name: 'Multilingual expert',
    group: 'collectors',
    does: 'The expert and the quote request in Spanish, French, German, Italian and Simplified Chinese.',
    offline: 'Translated screens, language detection in your browser, and answers from knowledge cards translated from our guides, with the same figures.',
    model: 'On request, a fuller answer in your language, written from the English guides and marked as the model’s; the cards stay ours.',
    page: {
      heading: 'Ask the expert in your language',
      intro:
        'In Spanish, French, German, Italian or Simplified Chinese, ask about temperature, humidity, cooling, insulation, costs, timelines or warranties in your language, and the answer comes from our knowledge cards, translated from the English guides with the same figures. Write, and the page recognises your language, or choose it first. Then request your free quote in the same language.',
    },
  },
  'voice-agent': {
    name: 'Voice agent',
    group: 'collectors',
    does: 'A hands-free conversation with the expert that can also take your consultation request by voice.',
    offline:
      'Listening for your voice, the expert’s answers from our guides and calculators, reading them aloud, and the consultation request, spoken or typed; with no transcription service it says so and you type.',
    model: 'Writes down what you say (a transcription service) and free-form answers from the site’s model, each marked as the model’s.',
    page: {
      heading: 'Talk to the expert, hands-free',
      intro:
        'Start the conversation and speak whenever you like: the agent hears when you talk, writes down what you said, answers out loud, and stops talking the moment you interrupt. Ask anything about your cellar, or say “book a consultation” and it takes your name, email and phone, showing each on screen to check before anything is sent.',
    },
  },

  // ---------------------------------------------------------------- cellar owners
  'condition-assessment': {
    name: 'Condition assessment',
    group: 'owners',
    does: 'Readings, photos and a checklist of an existing cellar in; a condition score, risks ranked, the readings charted and a fix list out.',
    offline: 'The score, the findings, the chart and the fix list, with the estimator’s cost range for the fixes it prices (new cooling, doors, insulation).',
    model: 'A reading of your photos by a vision-capable model, marked as the model’s; the score and the fixes stay the engine’s.',
    page: {
      heading: 'How is your cellar holding up?',
      intro:
        'Type a few temperature and humidity readings or bring in your logger’s CSV export, walk round with the checklist, and add photos for the report. You get a condition score, the risks to your wine ranked, a chart of your readings with every warm spell marked and graded, and a fix list with our estimator’s price for new cooling, doors and insulation, ready to print or keep in your account.',
    },
  },
  'material-identifier': {
    name: 'Material identifier',
    group: 'owners',
    does: 'What your racking or walls are made of, and whether it suits 55°F and 50–70% humidity.',
    offline: 'Ranked candidates from guided questions, each with its suitability, what to do, and a replacement priced by the estimator.',
    model: 'A reading of your photo by a vision-capable model, shown beside the ranking and marked as the model’s.',
    page: {
      heading: 'What is your racking made of, and does it suit a cellar?',
      intro:
        'Answer what you can see, feel and smell of your racking or walls; “I don’t know” is always fine. The likely materials re-rank as you answer, each with how it copes with 55°F and cellar humidity and what to do about it. Share the link, print the result, or add a photo for your own reference.',
    },
  },
  'wine-collection-ai': {
    name: 'Collection manager',
    group: 'owners',
    does: 'Your bottles with drinking windows, the storage the collection needs and its value at risk.',
    offline: 'Drinking windows, storage needs and valuation from our rules and the estimator.',
    model: null,
    page: {
      heading: 'Your cellar, bottle by bottle',
      intro:
        'Add your bottles or bring in a CellarTracker export. See what is ready to drink now, what to hold and what is past its best, the racking your collection needs as it grows, and what poor storage puts at risk. Keep it in your account, or in this browser until you sign in.',
    },
  },
  'training-simulator': {
    name: 'Climate simulator',
    group: 'owners',
    does: 'Hour-by-hour temperature and humidity of a cellar through seasons, door openings and a power cut, with scenarios to practise on.',
    offline: 'The whole thermal simulation and the scored scenarios.',
    model: null,
    page: {
      heading: 'What happens to your cellar when things go wrong',
      intro:
        'A power cut on a hot day, a door left open, a unit too small for a heat wave, a torn door seal: pick a scenario, say what you think happens, and see the cellar hour by hour. Then run your own room with its unit, its climate and its bad day.',
    },
  },
  'predictive-maintenance': {
    name: 'Predictive maintenance',
    group: 'owners',
    does: 'Your cooling unit’s readings over time turned into trends, anomalies, a likely cause and the next service date.',
    offline: 'Trends, anomalies, the likely cause with what to check, and the next service date, all from your readings.',
    model: null,
    page: {
      heading: 'Is your cooling unit wearing out?',
      intro:
        'Type a few days of readings or bring your unit’s log as a CSV: how long the compressor runs, the cellar air and the air leaving the unit. You get the trends with their charts, the days that stood out, the likely cause with what to check and whether it needs a technician, and the date your next service is due.',
    },
  },

  // ---------------------------------------------------------------- the business
  'lead-scoring': {
    name: 'Lead scoring',
    group: 'business',
    does: 'Every lead scored 0–100 with its reasons, fitted on the business’s own won and lost leads.',
    offline: 'The whole scoring model and its fit.',
    model: null,
    page: {
      heading: 'Which leads to call first, and why',
      intro:
        'Every lead gets a score from 0 to 100, the chance it becomes a project, with the reasons that make it up: budget, timeline, project type, how complete the request is and what the client did on the site before writing. The weights start from stated priors and are fitted on the leads you have won and lost once there are enough, with the fit’s accuracy shown. Nothing leaves the business’s backend.',
    },
  },
  'proposal-builder': {
    name: 'Proposal builder',
    group: 'business',
    does: 'An itemized proposal from a lead and its saved design, with timeline, warranties and payment schedule, accepted online.',
    offline: 'The proposal, its figures from the estimator, the PDF, the email and the online acceptance.',
    model: null,
    page: {
      heading: 'Proposals priced by the estimator, accepted online',
      intro:
        'Pick a lead and the estimate or design saved on its account (or enter the project), and the builder lays out an itemized proposal: the estimator’s own line items, optional upgrades priced the same way, the 8–12 week timeline, the warranties and a payment schedule. Every saved or sent edit is kept as a version; Send emails the client a link to read, download and accept it, and acceptance marks the lead as won. Nothing leaves the business’s backend: no AI provider is involved.',
    },
  },
  'contract-generator': {
    name: 'Contract generator',
    group: 'business',
    does: 'A contract assembled from a clause library for an accepted proposal, signed online.',
    offline: 'The whole contract from our clause library, the signature and the stored PDF.',
    model: null,
    page: {
      heading: 'Contracts from accepted proposals, signed online',
      intro:
        'Choose a proposal the client has accepted, and the generator assembles the contract from our clause library with the proposal’s own figures: scope, price, schedule, warranties, changes, payment milestones and cancellation. Review and reword any clause, send it for signature, and the client signs online with a typed name; the time, the address it came from and every step are kept, and the signed PDF is stored. The clauses are plain English, not legal advice. Nothing leaves the business’s backend: no AI provider is involved.',
    },
  },
  'email-sequences': {
    name: 'Email sequences',
    group: 'business',
    does: 'Follow-up emails by lead status and source, sent on a schedule and stopped when the lead replies.',
    offline: 'The sequences, the scheduler and the templates.',
    model: null,
    page: {
      heading: 'Follow-up emails that stop when the client answers',
      intro:
        'Write a short series of emails for leads of one status and source, check each one as a real lead would read it, and switch the sequence on. The scheduler sends every email when it is due, each with a working unsubscribe link, and the sequence stops for a lead who replies, changes status or unsubscribes. Every send is logged on the lead. No model reads your leads: nothing leaves your backend except the emails themselves, through your own mail server.',
    },
  },
  'sentiment-analysis': {
    name: 'Sentiment analysis',
    group: 'business',
    does: 'Sentiment and topics across lead messages, with unhappy or urgent leads flagged.',
    offline: 'A sentiment model that ships with the site.',
    model: null,
    page: {
      heading: 'How your leads feel, and who needs an answer first',
      intro:
        'The analysis reads every lead’s message and every note your team wrote: how positive or negative each is, what it is about, and whether it is unhappy or urgent. Flagged leads carry a badge in the inbox, and the mood shows week by week or month by month. The language model ships with the site and runs in your browser; nothing leaves the business’s backend.',
    },
  },
  'content-generator': {
    name: 'Content generator',
    group: 'business',
    does: 'Drafts of articles, FAQ answers and posts grounded in our own guides, with sources, for review.',
    offline: 'A structured outline from our passages, with citations.',
    model: 'The prose of the draft.',
    page: {
      heading: 'Drafts that say only what our own guides say',
      intro:
        'Name a topic and choose an article outline, an FAQ answer or a social post. The generator finds the passages of our guides, case studies, FAQ and calculators that cover it, builds the draft from their sentences with a numbered source for each, and adds our estimator’s figures when the topic has numbers. With an AI model configured, it can write the prose from that outline. Every draft is Markdown for you to review; nothing is published by itself.',
    },
  },
  'dynamic-pricing': {
    name: 'Dynamic pricing',
    group: 'business',
    does: 'Price guidance from booked capacity, lead volume and material costs, with what-ifs.',
    offline: 'The whole guidance from the business’s own data.',
    model: null,
    page: {
      heading: 'Price guidance from booked capacity, demand and material costs',
      intro:
        'A recommended multiplier for each line of the estimator: the racking, cooling, envelope, door, flooring, labor and design. It reads the projects booked this quarter, the weekly lead trend, the material cost index the business keeps and its margin targets, shows the reasons for every figure, and lets you try other quarters with what-if sliders. Advice only: no price changes by itself.',
    },
  },
  'competitive-intelligence': {
    name: 'Competitive intelligence',
    group: 'business',
    does: 'Competitors’ prices and offers compared with our estimator by cellar size, dated.',
    offline: 'The whole comparison.',
    model: null,
    page: {
      heading: 'Competitors’ prices against our estimator, by cellar size',
      intro:
        'Keep competitors’ prices and offers as dated data points, typed in or read from a quote they sent (PDF, Word or photo, read in your browser by our document analyzer), and see each one against our estimator’s range for a cellar of the same size: by size class, on a chart of price a bottle, and one by one with its date.',
    },
  },
  'live-bid-optimization': {
    name: 'Live bids',
    group: 'business',
    does: 'Contractors bid on a lead live; bids are ranked by price, fit and response time.',
    offline: 'The bidding and the ranking.',
    model: null,
    page: {
      heading: 'Send a lead out for bids and award the best one',
      intro:
        'Invite the partner firms that fit a lead, let them bid from their dashboard until a deadline, and watch each bid arrive the moment it is sent, ranked by price against our estimator’s range for the cellar, by fit and by response time, with a recommended award and its reasons. Awarding assigns the lead to the firm and closes the round.',
    },
  },
  'seo-automation': {
    name: 'SEO audit',
    group: 'business',
    does: 'An audit of every page: titles, descriptions, structured data, headings, links and sitemap, with fixes.',
    offline: 'The whole audit of the site it runs on.',
    model: null,
    page: {
      heading: 'How every page of the site reads to a search engine',
      intro:
        'The audit reads the site it runs on as a crawler does: the route list, the sitemap and the HTML of every page. It checks titles and descriptions (length and uniqueness), canonical URLs, Open Graph tags, structured data, headings, image alt text, internal links and orphan pages, and turns what it finds into a list of fixes. Nothing leaves your browser.',
    },
  },
  'autonomous-agents': {
    name: 'Agents',
    group: 'business',
    does: 'Routines that triage new leads and follow up stale ones, with every message waiting for an admin’s approval.',
    offline: 'The routines, their drafts and their step-by-step log.',
    model: null,
    page: {
      heading: 'Routines that do the rounds, and wait for you before they act',
      intro:
        'The agents triage every new lead and follow up the ones that have gone quiet. They read the lead, draft the reply from our own guides and estimator and suggest who should take it; nothing reaches a client and no lead changes until an admin approves it. Every run is logged step by step.',
    },
  },
};

export const aiToolInfo = (slug: AiToolSlug): AiToolInfo => AI_TOOLS_CATALOG[slug];
