/**
 * The cellar, minute by minute, reported hour by hour.
 *
 * Each minute the outside temperature, the door and the power are held
 * steady; the air settles to the balance of conduction, leakage, lights,
 * the cooling unit and the thermal mass, and the mass moves towards where
 * that balance would leave it along its exact exponential (so the step is
 * stable whatever the room). The unit is a thermostat with a deadband:
 * full capacity above the set point plus half the band, off below it minus
 * half. Capacity is the unit's rating at 55°F, held constant.
 *
 * Humidity keeps the cellar air's moisture content constant and lets the
 * relative humidity follow temperature (see relativeHumidity).
 */
import { simulatorConfig } from './config.ts';
import { thermalModel, type SimRoom, type ThermalModel } from './model.ts';

export interface SimWeather {
  /** The day's mean temperature of the space around the cellar. */
  meanF: number;
  /** Coolest to warmest in a day; 0 holds the temperature fixed. The warmest is at 3 pm. */
  rangeF: number;
}

export interface SimUnit {
  capacityBtuh: number;
  setPointF: number;
  deadbandF: number;
}

export type SimEventKind = 'power-cut' | 'door-open';
export interface SimEvent {
  kind: SimEventKind;
  /** Hours from midnight of the first day. */
  startHour: number;
  hours: number;
}

export interface SimInput {
  room: SimRoom;
  unit: SimUnit;
  weather: SimWeather;
  /** Relative humidity of the cellar air at the set point. */
  humidityPct: number;
  days: number;
  events: SimEvent[];
}

export interface HourPoint {
  hour: number;
  outsideF: number;
  cellarF: number;
  humidityPct: number;
  /** Share of the hour before this point that the unit ran, 0–1. */
  unitRan: number;
}

export interface SimRun {
  input: SimInput;
  model: ThermalModel;
  hours: HourPoint[];
  /** Every minute's cellar air temperature, for the risk figures. */
  minutes: Float64Array;
  /** Hours (fractional) at which the air first reached each threshold, or null. */
  firstReached: (thresholdF: number) => number | null;
  unitRanShare: number;
}

const STEPS_PER_HOUR = 60;
const DT = 1 / STEPS_PER_HOUR;

export function outsideAt(weather: SimWeather, hour: number): number {
  return weather.meanF + (weather.rangeF / 2) * Math.sin((2 * Math.PI * (hour - 9)) / 24);
}

/** Saturation vapour pressure (hPa) over water, Magnus form with Alduchov and Eskridge's (1996) constants. */
function saturationHpa(tempF: number): number {
  const c = ((tempF - 32) * 5) / 9;
  return 6.1094 * Math.exp((17.625 * c) / (c + 243.04));
}

/**
 * Relative humidity at `tempF` of air holding the moisture it has at `refPct` and `refF`.
 * Why constant moisture: behind a vapor barrier the cellar's moisture content
 * changes over days, its temperature over hours; hour to hour, what a
 * collector sees move is the relative humidity falling as the room warms.
 */
export function relativeHumidity(refPct: number, refF: number, tempF: number): number {
  return Math.min(100, (refPct * saturationHpa(refF)) / saturationHpa(tempF));
}

/** Heat flowing into the room held at `insideF` with the unit off (BTU/h): what the estimator calls its load. */
export function heatGainBtuh(model: ThermalModel, insideF: number, outsideF: number, groundF: number): number {
  return (model.uaAboveF + model.uaLeak) * (outsideF - insideF) + model.uaGround * (groundF - insideF) + model.gainsBtuh;
}

const active = (events: SimEvent[], kind: SimEventKind, hour: number) =>
  events.some((event) => event.kind === kind && hour >= event.startHour && hour < event.startHour + event.hours);

export function simulate(input: SimInput): SimRun {
  const model = thermalModel(input.room);
  const { unit, weather, events } = input;
  const groundF = input.room.groundTempF;
  const h = model.filmUa;
  const doorUa = model.uaPerCfm * simulatorConfig.doorOpenCfm.value;
  const totalSteps = Math.round(input.days * 24 * STEPS_PER_HOUR);
  const minutes = new Float64Array(totalSteps + 1);
  const hours: HourPoint[] = [];

  let mass = unit.setPointF;
  let running = false;
  let ranThisHour = 0;
  let ranTotal = 0;
  const balance = (hour: number) => {
    const outsideF = outsideAt(weather, hour);
    const leak = model.uaLeak + (active(events, 'door-open', hour) ? doorUa : 0);
    const k = model.uaAboveF + leak + model.uaGround;
    const sources = (model.uaAboveF + leak) * outsideF + model.uaGround * groundF + model.gainsBtuh;
    return { outsideF, k, sources };
  };
  const airF = (k: number, sources: number, cooling: number, massF: number) => (sources - cooling + h * massF) / (k + h);

  const record = (step: number, air: number, outsideF: number) => {
    minutes[step] = air;
    if (step % STEPS_PER_HOUR === 0) {
      hours.push({
        hour: step / STEPS_PER_HOUR,
        outsideF,
        cellarF: air,
        humidityPct: relativeHumidity(input.humidityPct, unit.setPointF, air),
        unitRan: step === 0 ? 0 : ranThisHour / STEPS_PER_HOUR,
      });
      ranThisHour = 0;
    }
  };
  const start = balance(0);
  record(0, airF(start.k, start.sources, 0, mass), start.outsideF);

  for (let step = 0; step < totalSteps; step++) {
    const mid = (step + 0.5) * DT;
    const { k, sources } = balance(mid);
    const powered = !active(events, 'power-cut', mid);
    if (!powered) running = false;
    else if (running && airF(k, sources, unit.capacityBtuh, mass) < unit.setPointF - unit.deadbandF / 2) running = false;
    else if (!running && airF(k, sources, 0, mass) > unit.setPointF + unit.deadbandF / 2) running = true;
    const cooling = running ? unit.capacityBtuh : 0;
    if (running) {
      ranThisHour++;
      ranTotal++;
    }
    const target = (sources - cooling) / k;
    const tau = (model.massBtuPerF * (k + h)) / (k * h);
    mass = target + (mass - target) * Math.exp(-DT / tau);
    const end = balance((step + 1) * DT);
    record(step + 1, airF(end.k, end.sources, cooling, mass), end.outsideF);
  }

  const firstReached = (thresholdF: number) => {
    for (let i = 1; i < minutes.length; i++) {
      const before = minutes[i - 1] as number;
      const now = minutes[i] as number;
      if (now >= thresholdF) {
        const share = now === before || before >= thresholdF ? 0 : (thresholdF - before) / (now - before);
        return (i - 1 + share) * DT;
      }
    }
    return null;
  };
  return { input, model, hours, minutes, firstReached, unitRanShare: totalSteps === 0 ? 0 : ranTotal / totalSteps };
}
