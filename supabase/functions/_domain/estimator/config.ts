/**
 * Every figure the estimator uses, in one object the business can edit.
 *
 * Each entry says where it comes from: `source` names the publication or
 * vendor behind a published figure (collected in the project's research notes),
 * `assumption` explains a figure we chose where no source gives one. Change a
 * number here and every calculator, the quote flow and the assistant follow.
 * docs/estimator.md explains each entry.
 */
import { business } from '../business.ts';
import type { CellarType, CostLineKey, CoolingSystem, DoorType, FinishLevel, InsulationLevel, LightExposure, RackingMaterial, RackingStyle, Region, TrafficLevel, VibrationLevel, WineCategory } from './options.ts';
import { SQ_METRES_PER_SQ_FOOT } from './units.ts';
import { CALCULATOR_DEFAULTS, CELLAR_CONDITIONS, COOLING_FORM_FIGURES, COST_SIZING, usd } from './config-defaults.ts';
import { SOURCES } from './config-sources.ts';

export type Basis = { readonly source: string } | { readonly assumption: string };
export type Figure<T = number> = { readonly value: T; readonly unit: string } & Basis;
export type Range = { readonly low: number; readonly high: number; readonly unit: string } & Basis;


export const estimatorConfig = {
  conditions: CELLAR_CONDITIONS,

  cooling: {
    ...COOLING_FORM_FIGURES,
    infiltrationFactor: { value: 0.018, unit: 'BTU/h per ACH·ft³·°F', source: SOURCES.infiltration },
    btuhPerWatt: { value: 3.412, unit: 'BTU/h per W', source: SOURCES.internalGains },
    wattsPerPerson: { low: 70, high: 90, unit: 'W', source: SOURCES.internalGains },
    wattsPerPersonUsed: { value: 80, unit: 'W', assumption: 'Midpoint of 70–90 W per person: standing, browsing bottles' },
    runTimeFactor: { value: 1.5, unit: '×', source: SOURCES.sizing },
    safetyFactor: { value: 1.1, unit: '×', source: SOURCES.sizing },
    minCycleMinutes: { value: 15, unit: 'min', source: SOURCES.sizing },
    oversizeRatio: {
      value: 1.5,
      unit: '× design capacity',
      assumption: 'Units rated above about 1.5× the design capacity are flagged as oversized (short cycling)',
    },
    selfContainedMaxRiseF: { value: 25, unit: '°F above cellar', source: SOURCES.wineMate },
    exhaustRoomF: { low: 50, high: 80, unit: '°F', source: SOURCES.throughTheWall },
    minWallR: { value: 13, unit: 'R', source: SOURCES.rValues },
    minDoorR: { value: 13, unit: 'R', source: SOURCES.rValues },
    foamRPerInch: { value: 7, unit: 'R per inch', source: SOURCES.rValues },
    singlePaneGlassR: { value: 1, unit: 'R', source: SOURCES.glass },
    dualPaneGlassR: { low: 4, high: 6, unit: 'R', source: SOURCES.glass },
    insulation: {
      poor: {
        wallR: { value: 7, unit: 'R', assumption: 'A stud wall with thin or compressed batts, below the R-13 minimum' },
        ceilingR: { value: 11, unit: 'R', assumption: 'A ceiling with thin batts, below the R-19 guidance' },
      },
      standard: {
        wallR: { value: 13, unit: 'R', source: `${SOURCES.rValues}: interior walls R-13 minimum` },
        ceilingR: { value: 19, unit: 'R', source: `${SOURCES.rValues}: ceilings R-19 to R-30` },
      },
      good: {
        wallR: { value: 19, unit: 'R', source: `${SOURCES.rValues}: R-19 preferred` },
        ceilingR: { value: 30, unit: 'R', source: `${SOURCES.rValues}: ceilings R-19 to R-30` },
      },
      excellent: {
        wallR: { value: 28, unit: 'R', assumption: '4 in of closed-cell foam at about R-7 per inch' },
        ceilingR: { value: 35, unit: 'R', assumption: '5 in of closed-cell foam at about R-7 per inch' },
      },
    } satisfies Record<InsulationLevel, { wallR: Figure; ceilingR: Figure }>,
    defaultCeilingFt: { value: 8, unit: 'ft', assumption: 'Typical ceiling height, used when no volume is given' },
    standardSizesBtuh: {
      value: [1456, 1886, 3040, 3938] as readonly number[],
      unit: 'BTU/h at 55°F',
      source: SOURCES.cellarPro,
    },
    largerSizeStepBtuh: {
      value: 1000,
      unit: 'BTU/h',
      assumption: 'Above the largest benchmark, round up to the next 1,000 BTU/h: split systems come in many sizes',
    },
    throughTheWallMaxBtuh: {
      value: 3938,
      unit: 'BTU/h',
      source: `${SOURCES.cellarPro}: largest self-contained benchmark`,
    },
    ductedMaxBtuh: {
      value: 8000,
      unit: 'BTU/h',
      assumption: 'Self-contained ducted units cover loads up to about 8,000 BTU/h; above that, split systems',
    },
    multipleUnitsAboveBtuh: {
      value: 24000,
      unit: 'BTU/h',
      assumption: 'Above about 24,000 BTU/h plan several units or a commercial split system',
    },
  },

  capacity: {
    individualPerLinearFtAt6Ft: { value: 57, unit: 'bottles per linear ft', source: SOURCES.capacity },
    individualPerLinearFtAt8Ft: { value: 72, unit: 'bottles per linear ft', source: SOURCES.capacity },
    perSqftOfWall: {
      'diamond-bins': { value: 3.7, unit: 'bottles per ft² of wall', source: SOURCES.capacity },
      'case-storage': {
        value: 6,
        unit: 'bottles per ft² of wall',
        assumption: 'Cubbies holding a 12-bottle case in about 2 ft² of wall face',
      },
      display: {
        value: 3,
        unit: 'bottles per ft² of wall',
        assumption: 'Label-forward display rows with space to show each bottle',
      },
      mixed: {
        value: 50 * SQ_METRES_PER_SQ_FOOT,
        unit: 'bottles per ft² of wall',
        source: `${SOURCES.capacity}: about 50 bottles per m² of wall`,
      },
    } satisfies Record<Exclude<RackingStyle, 'individual'>, Figure>,
    rackingClearanceFt: {
      value: 0,
      unit: 'ft',
      assumption: 'Racking runs floor to ceiling; raise this to leave room for crown moulding or airflow',
    },
    nonBordeauxHalfReductionPct: { low: 20, high: 25, unit: '%', source: SOURCES.capacity },
    nonBordeauxMostReductionPct: {
      low: 30,
      high: 40,
      unit: '%',
      assumption: 'Research gives "up to 40%" when most bottles are larger formats; 30% as the low end is our assumption',
    },
    growthHeadroomPct: { low: 25, high: 30, unit: '%', source: SOURCES.capacity },
    rackDepthIn: { value: 14.5, unit: 'in', source: `${SOURCES.capacity}: openings at least 14.5 in deep` },
    minAisleFt: {
      value: 2,
      unit: 'ft',
      assumption: 'Room to stand in front of the racks; a narrower room is a reach-in closet, racked on its far wall and one side',
    },
    lbPerBottle: { value: 3, unit: 'lb', source: SOURCES.capacity },
    lbPerCase: { value: 40, unit: 'lb', source: SOURCES.capacity },
  },

  cost: {
    sizing: COST_SIZING,
    rackingPerSqm: {
      pine: {
        low: 300,
        high: 450,
        unit: 'USD per m² of racked wall',
        assumption: 'Stock kit racking from $300/m² (vendor cost guides); the upper figure is our assumption',
      },
      'redwood-mahogany': {
        low: 600,
        high: 900,
        unit: 'USD per m² of racked wall',
        assumption: 'Lower part of the $600–1,200/m² custom band in vendor cost guides',
      },
      walnut: {
        low: 850,
        high: 1200,
        unit: 'USD per m² of racked wall',
        assumption: 'Upper part of the $600–1,200/m² custom band in vendor cost guides',
      },
      metal: {
        low: 700,
        high: 1100,
        unit: 'USD per m² of racked wall',
        assumption: 'Middle of the $600–1,200/m² custom band in vendor cost guides',
      },
      acrylic: {
        low: 950,
        high: 1200,
        unit: 'USD per m² of racked wall',
        assumption: 'Top of the $600–1,200/m² custom band: acrylic display work is labor-intensive',
      },
    } satisfies Record<RackingMaterial, Range>,
    rackingStyleFactor: {
      individual: { value: 1, unit: '×', assumption: 'Reference style' },
      'diamond-bins': { value: 0.85, unit: '×', assumption: 'Fewer parts per m² of wall than individual racking' },
      'case-storage': { value: 0.8, unit: '×', assumption: 'Simple cubbies, fewest parts per m²' },
      display: { value: 1.3, unit: '×', assumption: 'Display rows, angled cradles and more finishing per m²' },
      mixed: { value: 1, unit: '×', assumption: 'A mix averages out near individual racking' },
    } satisfies Record<RackingStyle, Figure>,
    coolingInstalled: {
      none: { low: 0, high: 0, unit: usd, assumption: 'A passive cellar has no cooling equipment' },
      'through-the-wall': {
        low: 3000,
        high: 5500,
        unit: usd,
        assumption: 'Self-contained unit with electrical work; below the $8k floor vendor guides give for installed split systems',
      },
      'ducted-split': {
        low: 12000,
        high: 20000,
        unit: usd,
        assumption: 'Upper part of the $8–26k+ installed range in vendor cost guides: ducting, line set and drain',
      },
      'ductless-split': {
        low: 8000,
        high: 14000,
        unit: usd,
        assumption: 'Lower part of the $8–26k+ installed range in vendor cost guides: no duct runs',
      },
    } satisfies Record<CoolingSystem, Range>,
    coolingInsulation: {
      value: 'good',
      unit: '',
      source: `${SOURCES.rValues}: R-19 walls preferred, ceilings to R-30 (a professional build insulates to this)`,
    } satisfies Figure<InsulationLevel>,
    coolingIncludedBtuh: {
      value: 3938,
      unit: 'BTU/h design capacity',
      assumption: 'The installed ranges cover units up to the largest CellarPro benchmark (3,938 BTU/h)',
    },
    coolingPerExtraThousandBtuh: {
      low: 1200,
      high: 1800,
      unit: 'USD per 1,000 BTU/h above the included capacity',
      assumption: 'Larger or additional equipment for bigger loads',
    },
    envelopePerSqft: {
      standard: {
        low: 15,
        high: 22,
        unit: 'USD per ft² of wall and ceiling',
        assumption: 'Lower part of the $15–35/ft² envelope band in vendor cost guides',
      },
      premium: {
        low: 22,
        high: 30,
        unit: 'USD per ft² of wall and ceiling',
        assumption: 'Upper part of the $15–35/ft² envelope band in vendor cost guides',
      },
      luxury: {
        low: 30,
        high: 45,
        unit: 'USD per ft² of wall and ceiling',
        assumption: 'Stone, reclaimed-wood or panelled finishes run above the $15–35/ft² band',
      },
    } satisfies Record<FinishLevel, Range>,
    door: {
      'solid-insulated': { low: 1000, high: 1800, unit: usd, assumption: 'Lower part of the $1–3.5k cellar-door range in vendor cost guides' },
      glass: { low: 1800, high: 3000, unit: usd, assumption: 'Middle of the $1–3.5k cellar-door range in vendor cost guides' },
      custom: { low: 2800, high: 3500, unit: usd, assumption: 'Top of the $1–3.5k cellar-door range in vendor cost guides' },
    } satisfies Record<DoorType, Range>,
    glassPerSqm: { low: 850, high: 1000, unit: 'USD per m²', source: `${SOURCES.costGuides}: argon double glazing` },
    flooringLightingPerSqft: {
      standard: { low: 20, high: 30, unit: 'USD per ft² of floor', assumption: 'Sealed concrete or tile, LED strips on a timer' },
      premium: { low: 35, high: 50, unit: 'USD per ft² of floor', assumption: 'Natural stone or wood, LED rack lighting' },
      luxury: { low: 60, high: 90, unit: 'USD per ft² of floor', assumption: 'Reclaimed stone or inlaid wood, feature lighting' },
    } satisfies Record<FinishLevel, Range>,
    flooringLightingMinimum: {
      low: 1000,
      high: 1500,
      unit: usd,
      assumption: 'Even a closet needs a moisture-safe floor and an LED fixture with a timer',
    },
    labourShare: {
      low: 0.45,
      high: 0.55,
      unit: '× racking, envelope, door and glass, flooring and lighting',
      assumption: 'Installation labor as a share of the built lines (cooling is priced installed)',
    },
    projectManagement: {
      closet: { low: 1500, high: 2500, unit: usd, assumption: 'Supervision, protection and clean-up for a closet conversion' },
      walkIn: {
        low: 10000,
        high: 14000,
        unit: usd,
        assumption: `Supervision, permits and electrical work for a walk-in build over the ${business.timeline.label} construction period`,
      },
    },
    designShare: {
      low: 0.08,
      high: 0.1,
      unit: '× the other lines',
      assumption: 'Design, drawings and load calculation as a share of the project',
    },
    cellarType: {
      residential: {
        labourDesignFactor: { value: 1, unit: '×', assumption: 'Reference' },
        traffic: { value: 'low', unit: 'traffic', source: 'Cooling-load guides: about 1 ACH for a well-sealed room' },
      },
      commercial: {
        labourDesignFactor: { value: 1.2, unit: '×', assumption: 'Commercial permits, inspections and access rules' },
        traffic: { value: 'moderate', unit: 'traffic', assumption: 'Staff use through the day' },
      },
      restaurant: {
        labourDesignFactor: { value: 1.3, unit: '×', assumption: 'Front-of-house finishes, after-hours work and inspections' },
        traffic: { value: 'heavy', unit: 'traffic', source: 'Cooling-load guides: about 3 ACH for heavy traffic' },
      },
    } satisfies Record<CellarType, { labourDesignFactor: Figure; traffic: Figure<TrafficLevel> }>,
    regions: {
      'low-cost': { value: 0.9, unit: '×', assumption: 'Lower-cost regions (rural areas, much of the South and Midwest)' },
      average: { value: 1, unit: '×', assumption: 'National average' },
      'above-average': { value: 1.15, unit: '×', assumption: 'Most large metro areas' },
      'high-cost-metro': { value: 1.35, unit: '×', assumption: 'High-cost metros such as the SF Bay Area and New York City' },
    } satisfies Record<Region, Figure>,
    regionalLines: {
      value: ['cooling', 'envelope', 'flooringLighting', 'labour'] as readonly CostLineKey[],
      unit: 'lines',
      assumption:
        'Local labor rates move these lines; racking, doors and glass ship nationally and do not; design is a share of the rest, so it follows',
    },
    roundToUsd: { value: 100, unit: usd, assumption: 'Lines are rounded to $100: the inputs are not more precise than that' },
    wholeCellarBands: {
      under500: { low: 5000, high: 15000, unit: usd, source: `${SOURCES.costGuides}: cellars under 500 bottles` },
      from500To2500: { low: 20000, high: 60000, unit: usd, source: `${SOURCES.costGuides}: cellars of 500–2,500 bottles` },
      over2500: { low: 60000, high: 100000, unit: usd, source: `${SOURCES.costGuides}: cellars of 2,500+ bottles ($100k+)` },
    },
    closetConversion: { low: 10000, high: 25000, unit: usd, source: `${SOURCES.costGuides}: closet conversions` },
    wineCabinet: { low: 1000, high: 5000, unit: usd, source: `${SOURCES.costGuides}: wine cabinets` },
    professional: {
      low: business.pricing.professionalFromUsd,
      high: business.pricing.professionalToUsd,
      unit: usd,
      source: SOURCES.business,
    },
    runningCostPerYear: { low: 500, high: 1500, unit: 'USD per year', source: SOURCES.costGuides },
  },

  running: {
    efficiencyBtuPerWh: {
      low: 3.3,
      high: 5.4,
      unit: 'BTU of heat moved per Wh of electricity',
      assumption:
        `${SOURCES.whisperKoolSc}: 4.9 A at 115 V (about 560 W) for units serving cellars up to 650 and 1,000 ft³, ` +
        'set against the 1,886–3,040 BTU/h CellarPro benchmark units our sizing gives rooms of that size',
    },
    electricityPricePerKwh: { value: 0.16, unit: 'USD per kWh', source: SOURCES.eia },
    cabinetKwhPerYear: {
      low: 130,
      high: 250,
      unit: 'kWh a year',
      source: 'EU energy labels for wine storage appliances (Regulation (EU) 2019/2016), as a German wine-cabinet retailer summarises them for 40–66-bottle cabinets',
    },
  },

  restaurant: {
    wineDrinkerShare: { value: 0.5, unit: 'share of covers', assumption: 'Half the guests order wine, when the restaurant gives no sales figures' },
    glassesPerDrinker: { value: 2, unit: 'glasses', assumption: 'Two glasses for each guest who drinks wine' },
    glassesPerBottle: { value: 5, unit: 'glasses of 5 fl oz', source: SOURCES.niaaa },
    stockDays: { low: 30, high: 60, unit: 'days of sales', source: SOURCES.restaurantTurnover },
    nightsPerWeek: { value: 6, unit: 'nights', assumption: 'Open six nights a week, when the question does not say' },
  },

  roi: {
    horizonYears: { value: 10, unit: 'years', assumption: 'A ten-year view matches how long collectors hold a cellar before judging it' },
    bottlesPerCase: { value: 12, unit: 'bottles', source: 'Standard wine case' },
    resaleRecoveryGoodPct: { value: 50, unit: '%', source: `${SOURCES.costGuides}: recovering about half the cost at resale is counted good` },
    nahbDesirabilityPct: {
      value: 31,
      unit: '% of new-home buyers earning $150k+',
      source: `${SOURCES.nahb}: named a wine cellar their most desired amenity`,
    },
  },

  valuation: {
    maxAnnualLossPct: {
      value: 10,
      unit: '% of value per year at the worst conditions',
      assumption: 'Illustrative rate of value lost to premature ageing and damage; not a measured figure',
    },
    categorySensitivity: {
      red: { value: 1, unit: '×', assumption: 'Reference' },
      white: { value: 1.1, unit: '×', assumption: 'Whites show heat damage and oxidation a little sooner' },
      sparkling: { value: 1.2, unit: '×', assumption: 'Sparkling wine loses freshness and pressure sooner' },
      sweet: { value: 0.9, unit: '×', assumption: 'High sugar and acidity give some protection' },
      fortified: { value: 0.5, unit: '×', assumption: 'Fortified wines (Port, Madeira) are the most robust' },
    } satisfies Record<WineCategory, Figure>,
    riskPoints: {
      temperature: {
        ideal: { low: 50, high: 59, unit: '°F', assumption: 'Within a few degrees of 55°F carries no extra risk' },
        warmMaxF: { value: 65, unit: '°F', assumption: 'Top of the "warm" band' },
        hotMaxF: { value: 70, unit: '°F', assumption: 'Top of the "hot" band' },
        coldBelowF: { value: 45, unit: '°F', assumption: 'Below this the space counts as cold' },
        warm: { value: 15, unit: 'points', assumption: '59–65°F: ageing speeds up' },
        hot: { value: 30, unit: 'points', assumption: '65–70°F: clearly faster ageing' },
        veryHot: { value: 40, unit: 'points', assumption: 'Above 70°F: cooked-fruit flavours and pushed corks' },
        cool: { value: 5, unit: 'points', assumption: '45–50°F: ageing slows, little harm' },
        cold: { value: 10, unit: 'points', assumption: 'Below 45°F: wine barely develops; freezing risk at the extreme' },
      },
      swing: {
        steadyMaxF: { value: 2, unit: '°F per day', assumption: 'A swing of up to 2°F a day counts as steady' },
        moderateMaxF: { value: 5, unit: '°F per day', assumption: '2–5°F a day' },
        largeMaxF: { value: 10, unit: '°F per day', assumption: '5–10°F a day' },
        moderate: { value: 10, unit: 'points', assumption: 'Corks start to pump air' },
        large: { value: 20, unit: 'points', assumption: 'Seepage becomes likely' },
        severe: { value: 25, unit: 'points', assumption: 'More than 10°F a day' },
      },
      humidity: {
        slightlyOffMarginPct: { value: 10, unit: '% RH', assumption: 'Up to 10 points outside 50–70% RH counts as slightly off' },
        slightlyOff: { value: 8, unit: 'points', assumption: '40–50% or 70–80% RH' },
        farOff: { value: 15, unit: 'points', assumption: 'Below 40% (drying corks) or above 80% (mould, labels)' },
      },
      light: {
        dark: { value: 0, unit: 'points', assumption: 'Dark storage' },
        indirect: { value: 5, unit: 'points', assumption: 'Some daylight or lamps' },
        direct: { value: 10, unit: 'points', assumption: 'UV and heat from sun or bright lights' },
      } satisfies Record<LightExposure, Figure>,
      vibration: {
        none: { value: 0, unit: 'points', assumption: 'No vibration' },
        occasional: { value: 3, unit: 'points', assumption: 'Foot traffic and doors' },
        constant: { value: 10, unit: 'points', assumption: 'Appliances or machinery nearby' },
      } satisfies Record<VibrationLevel, Figure>,
    },
    riskLevels: {
      moderateFrom: { value: 15, unit: 'score', assumption: 'One clear problem, or several small ones' },
      highFrom: { value: 40, unit: 'score', assumption: 'Warm storage or large swings' },
      severeFrom: { value: 70, unit: 'score', assumption: 'Several serious problems at once' },
    },
  },

  /** The values each calculator starts with (config-defaults.ts). */
  defaults: CALCULATOR_DEFAULTS,
};

export type EstimatorConfig = typeof estimatorConfig;
