/**
 * The offline expert's evaluation set: questions as visitors type them
 * (paraphrases, typos, imperial and metric, their own numbers, restaurants,
 * and questions this site cannot answer), each with what a right answer must
 * contain, must not contain, and which page it should cite. Expectations come
 * from the site's own content (src/content, supabase/functions/_domain/business.ts): if a page
 * changes what it says, change the case with it. Graded by `grade.ts`.
 */

export type Check = string | RegExp;

export type EvalKind = 'storage' | 'construction' | 'cooling' | 'estimate' | 'business' | 'investment' | 'commercial' | 'unknown';

export interface EvalCase {
  id: string;
  kind: EvalKind;
  /** The visitor's message, as typed. */
  ask: string;
  /** Every one must be in the reply. */
  must: Check[];
  /** The reply cites one of these: a source or link URL starting with it. */
  cite?: string[];
  /** None may be in the reply. */
  mustNot?: Check[];
}

const TEMPERATURE = ['/resources/wine-storage-guide#what-temperature', '/blog/wine-storage-climate-control#what-temperature', '/#faq-title'];
const HUMIDITY = ['/resources/wine-storage-guide#what-humidity', '/blog/wine-storage-climate-control#what-humidity', '/#faq-title'];
const VAPOR = ['/resources/technical-guide#where-does-the-vapor-barrier-go', '/blog/why-wine-cellars-fail#a-vapor-barrier', '/resources/common-mistakes#1-a-missing'];
const HEAT_EVENT = ['/resources/wine-storage-guide#what-should-you-do-after-a-heat-event'];
const QUOTE = ['/quote', '/#contact'];
const CLIMATE = ['/calculators/climate'];
const COST = ['/calculators/cost'];
const CAPACITY = ['/calculators/capacity'];
/** An answer that opens with the humidity section when humidity was not asked about: the miss the tester saw. */
const HUMIDITY_OPENING = /^\**What humidity/m;
const STOCK_EXAMPLE = /880 BTU\/h/;
const DONT_KNOW = /couldn't find|could not find|don't have|do not have|not something (I|this site)/i;
const ESTIMATE_TABLE = /\| \*\*(Total|Heat load)\*\*/;

export const EVAL_CASES: EvalCase[] = [
  // ------------------------------------------------------------ storage conditions
  { id: 'temp-plain', kind: 'storage', ask: 'What temperature should I keep my wine cellar at?', must: [/55\s?°F/], cite: TEMPERATURE },
  { id: 'temp-typo-metric', kind: 'storage', ask: 'ideal temprature for storing wine in celsius', must: [/13\s?°C/], cite: TEMPERATURE },
  { id: 'temp-txt', kind: 'storage', ask: 'wat temp 4 red wine storage??', must: [/55\s?°F/], cite: TEMPERATURE },
  { id: 'temp-and-humidity', kind: 'storage', ask: 'What temperature and humidity should a wine cellar be?', must: [/55\s?°F/, /50%|50–70%/], cite: [...TEMPERATURE, ...HUMIDITY] },
  { id: 'humidity-typo', kind: 'storage', ask: 'whats the best humidity for a wine celler', must: [/50/, /70%/], cite: HUMIDITY },
  { id: 'humidity-rh', kind: 'storage', ask: 'What RH should I aim for in my cellar?', must: [/60[–-]65%/], cite: HUMIDITY },
  { id: 'humidity-low', kind: 'storage', ask: 'humidty too low in my cellar, what happens to the corks?', must: [/cork/i], cite: HUMIDITY },
  { id: 'humidity-high', kind: 'storage', ask: 'Is 75% humidity too high for wine?', must: [/mold/i], cite: HUMIDITY },
  {
    id: 'heat-68f',
    kind: 'storage',
    ask: 'my cellar reached 68°F in summer, is my wine ruined?',
    must: [/seepage|corks pushed|logger|swing|stab/i],
    cite: [...HEAT_EVENT, '/resources/wine-storage-guide#why-is-a-stable', '/blog/wine-storage-climate-control#why-do-temperature-swings'],
    mustNot: [HUMIDITY_OPENING],
  },
  {
    id: 'heat-ac-failed',
    kind: 'storage',
    ask: 'The cooling failed during a heatwave and the cellar got to 80F for three days. What should I do?',
    must: [/seepage/i, /recover gradually/i],
    cite: HEAT_EVENT,
    mustNot: [HUMIDITY_OPENING, ESTIMATE_TABLE],
  },
  { id: 'power-outage', kind: 'storage', ask: 'power went out for two days, is the wine ok?', must: [/slow to warm|thermal mass/i], cite: ['/resources/wine-storage-guide#what-should-you-do-after-a-power-outage', '/resources/cellar-problems#how-long-does-a-cellar-stay-safe-in-a-power-cut'] },
  { id: 'bottles-side', kind: 'storage', ask: 'Should bottles be stored on their side or standing up?', must: [/side/i, /cork/i], cite: ['/resources/wine-storage-guide#should-wine-bottles-be-stored-on-their-side'] },
  { id: 'vibration', kind: 'storage', ask: 'does vibration from a nearby washing machine hurt wine', must: [/vibration/i], cite: ['/resources/wine-storage-guide#does-vibration-affect-wine', '/resources/cellar-problems#will-vibration-from-a-compressor'] },
  { id: 'light', kind: 'storage', ask: 'Why is light bad for wine?', must: [/UV|ultraviolet/i], cite: ['/resources/wine-storage-guide#why-does-light-damage-wine', '/resources/technical-guide#what-lighting'] },
  { id: 'lighting', kind: 'construction', ask: 'what lighting should I put in my cellar', must: [/LED/], cite: ['/resources/technical-guide#what-lighting-suits-a-wine-cellar', '/tools/cost-calculator-guide#flooring-and-lighting'] },
  { id: 'monitoring', kind: 'storage', ask: 'how should I monitor the temperature in my cellar?', must: [/logg/i], cite: ['/blog/wine-storage-climate-control#how-should-you-monitor', '/resources/wine-storage-guide#how-should-you-monitor', '/resources/technical-guide#commissioning-and-monitoring'] },
  { id: 'humidifier', kind: 'cooling', ask: 'Do I need a humidifier in my wine room?', must: [/humidif/i, /50%|55–65%/], cite: ['/blog/wine-storage-climate-control#when-does-a-wine-cellar-need-a-humidifier'] },

  // ------------------------------------------------------------ construction
  { id: 'vapor-side', kind: 'construction', ask: 'which side of the insulation does the vapor barrier go', must: [/warm side/i], cite: VAPOR },
  { id: 'vapour-british', kind: 'construction', ask: 'Vapour barrier: inside or outside of the insulation?', must: [/warm side/i], cite: VAPOR },
  { id: 'vapor-need', kind: 'construction', ask: 'do I need a vapor barrier', must: [/warm side/i], cite: VAPOR },
  { id: 'vapor-two', kind: 'construction', ask: 'Can I put plastic sheeting on both sides of the wall to be safe?', must: [/second barrier|two barriers/i], cite: VAPOR },
  { id: 'r-value-walls', kind: 'construction', ask: 'What R-value do my cellar walls need?', must: [/R-19/], cite: ['/resources/technical-guide#what-r-values', '/resources/common-mistakes#2-under-insulated', '/blog/why-wine-cellars-fail#walls-and-ceilings'] },
  { id: 'r-value-ceiling', kind: 'construction', ask: 'how much insulation does the ceiling need', must: [/R-30/], cite: ['/resources/technical-guide#what-r-values', '/resources/common-mistakes#2-under-insulated', '/blog/why-wine-cellars-fail#walls-and-ceilings'] },
  {
    id: 'rack-wood',
    kind: 'construction',
    ask: 'what is the best wood for racks',
    must: [/mahogany|redwood|walnut/i],
    cite: ['/resources/investment-guide#racking', '/tools/cost-calculator-guide#racking', '/case-studies/historic-home#racking-that-stands-off-the-stone', '/#services'],
    mustNot: [HUMIDITY_OPENING],
  },
  { id: 'rack-damp', kind: 'construction', ask: 'Is pine racking ok against a damp stone basement wall?', must: [/air gap|rot/i], cite: ['/case-studies/historic-home#racking-that-stands-off-the-stone', '/case-studies/historic-home#what-can-other-owners'] },
  { id: 'flooring', kind: 'construction', ask: 'what flooring is best for a wine cellar', must: [/carpet/i], cite: ['/tools/cost-calculator-guide#flooring-and-lighting', '/resources/investment-guide#flooring'] },
  { id: 'door', kind: 'construction', ask: 'What kind of door does a wine cellar need?', must: [/exterior-grade|gasket|seal/i], cite: ['/resources/common-mistakes#4-a-door-that-does-not-seal', '/resources/technical-guide#what-r-values'] },
  { id: 'condensate', kind: 'construction', ask: 'where should the condensate from the cooling unit drain to?', must: [/drain/i], cite: ['/resources/technical-guide#how-should-condensate', '/resources/common-mistakes#9-no-drainage', '/blog/why-wine-cellars-fail#no-plan-for-condensate'] },
  { id: 'electrical', kind: 'construction', ask: 'does the cooling unit need a dedicated circuit?', must: [/dedicated circuit/i], cite: ['/resources/technical-guide#what-electrical-work', '/resources/investment-guide#flooring-lighting-and-electrical'] },
  { id: 'garage', kind: 'construction', ask: 'can i build my wine cellar in the garage?', must: [/garage/i], cite: ['/resources/common-mistakes#6-putting-the-cellar', '/book/chapter-1#a-worked-comparison-basement-versus-garage', '/book/chapter-1#where-in-the-house'] },
  { id: 'location', kind: 'construction', ask: "where's the best place in the house for a cellar?", must: [/closest to cellar conditions|basement/i], cite: ['/book/chapter-1#where-in-the-house', '/book/chapter-1#the-usual-candidates'] },
  { id: 'fail', kind: 'construction', ask: 'why do so many wine cellars fail', must: [/90%/, /vapor barrier/i], cite: ['/blog/why-wine-cellars-fail', '/#faq-title', '/#fail-title'] },
  { id: 'mistakes', kind: 'construction', ask: 'most common mistakes when building a wine cellar?', must: [/vapor barrier/i], cite: ['/resources/common-mistakes', '/blog/why-wine-cellars-fail', '/#faq-title', '/#fail-title'] },
  { id: 'glass-load', kind: 'cooling', ask: 'Does a glass wall make the cooling unit work harder?', must: [/glass/i, /load/i], cite: ['/resources/common-mistakes#3-glass', '/blog/why-wine-cellars-fail#glass-installed', '/resources/technical-guide#quick-estimates', '/resources/technical-guide#how-sensitive'] },

  // ------------------------------------------------------------ cooling systems
  {
    id: 'self-contained-vs-split',
    kind: 'cooling',
    ask: 'self-contained vs split system - what is the difference?',
    must: [/split/i, /self-contained|through-the-wall/i, /outdoors|outside|remote/i],
    cite: ['/blog/wine-storage-climate-control#split-systems', '/blog/wine-storage-climate-control#self-contained', '/blog/wine-storage-climate-control#what-are-the-four-types'],
    mustNot: [/^\**What checks apply/m],
  },
  { id: 'ductless', kind: 'cooling', ask: 'Is a ductless split good for an old house?', must: [/retrofit|older houses/i], cite: ['/blog/wine-storage-climate-control#ductless-split-systems', '/case-studies/historic-home#cooling'] },
  { id: 'household-ac', kind: 'cooling', ask: 'can i just use a regular air conditioner to cool my wine room?', must: [/air conditioner/i, /dr(y|ies)/i], cite: ['/blog/wine-storage-climate-control#what-are-the-four-types'] },
  { id: 'exhaust', kind: 'cooling', ask: 'Where does a through-the-wall unit exhaust its heat?', must: [/adjacent room|room behind|closet/i], cite: ['/resources/technical-guide#what-checks-apply', '/resources/common-mistakes#8-exhaust', '/blog/why-wine-cellars-fail#exhaust', '/blog/wine-storage-climate-control#self-contained'] },
  {
    id: 'size-no-numbers',
    kind: 'cooling',
    ask: 'what size cooling unit do I need for my cellar?',
    must: [/heat/i, /length|dimensions|how big/i],
    cite: ['/blog/wine-storage-climate-control#how-do-you-size', '/calculators/climate', '/resources/technical-guide'],
  },

  // ------------------------------------------------------------ questions with their own numbers
  {
    id: 'volume-glass-door',
    kind: 'estimate',
    ask: 'A 1,000 cubic foot cellar with a glass door',
    must: [/Capacity to buy/, /glass door/i, /1,?000 (cubic|cu|ft³)/i],
    cite: CLIMATE,
    mustNot: [STOCK_EXAMPLE],
  },
  {
    id: 'volume-btu',
    kind: 'estimate',
    ask: 'how many BTU for a 1200 cu ft wine room?',
    must: [/Capacity to buy/, /1,?200 (cubic|cu|ft³)/i],
    cite: CLIMATE,
    mustNot: [STOCK_EXAMPLE],
  },
  { id: 'volume-metric', kind: 'estimate', ask: 'what size unit for a 28 m³ cellar', must: [/Capacity to buy/, /28 m³/], cite: CLIMATE, mustNot: [STOCK_EXAMPLE] },
  { id: 'btu-glass-door', kind: 'estimate', ask: 'BTU needed for 12x10x8 room with glass door', must: [/Capacity to buy/, /glass door/i], cite: CLIMATE },
  { id: 'cooling-metric', kind: 'estimate', ask: 'cooling for a 3 x 2.5 x 2.4 m room', must: [/Capacity to buy/, /2\.4 m room/], cite: CLIMATE },
  { id: 'cooling-garage', kind: 'estimate', ask: 'what size cooling unit for a 10x8x8 cellar next to a 90 degree garage', must: [/Capacity to buy/, /90\s?°F/], cite: CLIMATE },
  { id: 'cooling-no-height', kind: 'estimate', ask: 'cooling unit size for a 10 by 12 room', must: [/Capacity to buy/, /ceiling height not given/i], cite: CLIMATE },
  {
    id: 'cooling-commercial-glass-wall',
    kind: 'commercial',
    ask: "What's the cooling load of a 15x12x9 commercial cellar with a glass wall?",
    must: [/Capacity to buy/, /glass wall/i],
    cite: CLIMATE,
  },
  { id: 'cost-1500', kind: 'estimate', ask: 'how much would a 1500 bottle cellar cost', must: [/\| \*\*Total\*\*/, /1,500/], cite: COST },
  { id: 'cost-room-walnut', kind: 'estimate', ask: 'price for a 12 x 14 ft wine room with walnut racking', must: [/\| \*\*Total\*\*/, /walnut/i], cite: COST },
  { id: 'cost-metric', kind: 'estimate', ask: 'cost of a 4 x 3 m cellar', must: [/\| \*\*Total\*\*/, /m²/], cite: COST },
  { id: 'cost-restaurant', kind: 'commercial', ask: 'How much would a restaurant wine room for 800 bottles cost?', must: [/\| \*\*Total\*\*/, /restaurant/i], cite: COST },
  { id: 'cost-500-typo', kind: 'estimate', ask: 'how much for a 500 botle cellar', must: [/\| \*\*Total\*\*/], cite: COST },
  { id: 'capacity-room', kind: 'estimate', ask: 'how many bottles fit in a 6 by 8 room', must: [/three walls/i], cite: CAPACITY },
  { id: 'capacity-wall', kind: 'estimate', ask: 'How many bottles can I rack on 20 ft of wall with 9 ft ceilings?', must: [/\| \*\*Total\*\*/], cite: CAPACITY },
  {
    id: 'cost-no-numbers',
    kind: 'estimate',
    ask: 'how much does a wine cellar cost',
    must: [/\$50K/, /how many bottles|room size|size of the room|dimensions/i],
    cite: ['/#faq-title', '/calculators/cost', '/resources/investment-guide'],
  },
  { id: 'closet-cost', kind: 'investment', ask: 'how much does a closet conversion cost?', must: [/10,000/], cite: ['/resources/wine-storage-guide#wine-cabinet', '/#faq-title', '/book/chapter-1'] },

  // ------------------------------------------------------------ investment
  {
    id: 'resale',
    kind: 'investment',
    ask: 'is a wine cellar a good investment for resale?',
    must: [/half/i, /31%/],
    cite: ['/blog/wine-cellar-investment-guide#does-a-wine-cellar-add-value'],
  },
  { id: 'home-value', kind: 'investment', ask: 'will a cellar add value to my house', must: [/half/i], cite: ['/blog/wine-cellar-investment-guide#does-a-wine-cellar-add-value'] },
  { id: 'not-worth-it', kind: 'investment', ask: 'When is a wine cellar not worth it?', must: [/300 bottles|cabinet/i], cite: ['/blog/wine-cellar-investment-guide#when-does-a-wine-cellar-not-pay', '/book/chapter-1#is-it-worth-it'] },
  {
    id: 'fridge-vs-cellar',
    kind: 'investment',
    ask: 'wine fridge or a cellar for about 150 bottles?',
    must: [/cabinet/i, /\$1,000/],
    cite: ['/resources/wine-storage-guide#wine-cabinet', '/book/chapter-1#wine-cabinets', '/blog/wine-cellar-investment-guide#when-does-a-wine-cellar-not-pay', '/#faq-title'],
  },

  // ------------------------------------------------------------ the business
  { id: 'quote-how', kind: 'business', ask: 'how do I get a quote', must: [/\]\(\/quote\)/, /24 hours/, /contact form/i], cite: ['/quote'] },
  { id: 'quote-free', kind: 'business', ask: 'is the consultation really free? what do i get', must: [/\$2,500/, /no obligation/i], cite: ['/#faq-title', '/quote'] },
  { id: 'contact-call', kind: 'business', ask: 'can someone call me about my project?', must: [/555-0148/, /hello@winecellargpt\.com/], cite: ['/#contact'] },
  { id: 'warranty-racking', kind: 'business', ask: "What's your warranty on racking?", must: [/racking for life|lifetime/i], cite: ['/#faq-title', '/#about'] },
  { id: 'warranty-typo', kind: 'business', ask: 'waranty on the cooling system?', must: [/3 years/], cite: ['/#faq-title', '/#about', '/resources/investment-guide#what-warranties'] },
  { id: 'timeline', kind: 'business', ask: 'how long does it take to build a cellar', must: [/8[–-]12 weeks/], cite: ['/#faq-title', '/#about', '/resources/investment-guide#how-long'] },
  { id: 'reviews', kind: 'business', ask: 'Are you any good? what do your reviews say', must: [/4\.9/], cite: ['/#about'] },
  { id: 'restaurants', kind: 'commercial', ask: 'do you do restaurant cellars?', must: [/yes/i, /restaurant/i], cite: ['/#faq-title', '/case-studies/restaurant-solution'] },
  { id: 'fix-existing', kind: 'business', ask: 'can you fix my existing cellar, it runs too warm', must: [/assess|smallest change|replacement cooling unit/i], cite: ['/#faq-title'] },
  { id: 'capacity-business', kind: 'business', ask: 'How many new projects do you take on?', must: [/3 new/], cite: ['/quote', '/#faq-title'] },
  { id: 'services', kind: 'business', ask: 'what services do you offer', must: [/design consultation/i, /climate control/i], cite: ['/#services'] },
  { id: 'experience', kind: 'business', ask: 'how many cellars have you built?', must: [/500\+/], cite: ['/#about'] },

  // ------------------------------------------------------------ restaurants and commercial
  { id: 'restaurant-glass-fog', kind: 'commercial', ask: 'how do you stop the glass fogging on a restaurant wine display?', must: [/dew point|double glazing|R-4/i], cite: ['/case-studies/restaurant-solution#keeping-the-glass-clear', '/case-studies/restaurant-solution#door-glass'] },
  {
    id: 'restaurant-traffic',
    kind: 'commercial',
    ask: 'Our restaurant wine room door is opened all night by staff. What should we plan for?',
    must: [/traffic|door/i],
    cite: ['/#faq-title', '/case-studies/restaurant-solution'],
    mustNot: [HUMIDITY_OPENING],
  },

  // ------------------------------------------------------------ what this site cannot answer
  { id: 'off-france', kind: 'unknown', ask: 'What is the capital of France?', must: [DONT_KNOW], cite: QUOTE },
  { id: 'off-joke', kind: 'unknown', ask: 'tell me a joke', must: [DONT_KNOW], cite: QUOTE },
  { id: 'off-vintage', kind: 'unknown', ask: 'Which Bordeaux vintage should I buy this year?', must: [DONT_KNOW], cite: QUOTE, mustNot: [ESTIMATE_TABLE] },
  { id: 'off-weather', kind: 'unknown', ask: "What's the weather in Napa tomorrow?", must: [DONT_KNOW], cite: QUOTE },
  { id: 'off-homebrew', kind: 'unknown', ask: 'how do I make my own wine at home?', must: [DONT_KNOW], cite: QUOTE },
  { id: 'off-financing', kind: 'unknown', ask: 'Do you offer financing or monthly payment plans?', must: [DONT_KNOW], cite: QUOTE },
  { id: 'off-sell-wine', kind: 'unknown', ask: 'can I buy wine from you?', must: [DONT_KNOW], cite: QUOTE },
];
