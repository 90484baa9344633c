import { describe, expect, it } from 'vitest';
import { SCENARIOS, runScenario, scenarioById, scoreAnswers, type Answer } from './scenarios.ts';
import { assessRisk } from './risk.ts';
import { simulate } from './simulate.ts';

describe('scenarios', () => {
  it('there are four, each with two or three questions and choice answers inside their options', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(['power-cut', 'door-open', 'heat-wave', 'door-seal']);
    for (const scenario of SCENARIOS) {
      expect(scenario.questions.length).toBeGreaterThanOrEqual(2);
      expect(scenario.questions.length).toBeLessThanOrEqual(3);
      const result = runScenario(scenario);
      for (const question of scenario.questions) {
        if (question.kind === 'choice') {
          const right = question.answer(result.run, result.risk);
          expect(question.options[right]).toBeDefined();
        }
      }
    }
  });

  it('the power cut: 65°F about 15 hours after the cut, over 75°F when the power returns', () => {
    const scenario = scenarioById('power-cut')!;
    const result = runScenario(scenario);
    const [hoursTo65, peak] = scenario.questions;
    expect(hoursTo65?.answer(result.run, result.risk)).toBeCloseTo(14.8, 0);
    expect(peak?.answer(result.run, result.risk)).toBe(3);
    expect(result.risk.level).toBe('harm');
  });

  it('scores answers: a number within its tolerance is right, a wrong option is wrong, a missing answer is wrong', () => {
    const scenario = scenarioById('power-cut')!;
    const result = runScenario(scenario);
    const answers: Record<string, Answer> = {
      'hours-to-65': { kind: 'number', value: 13 },
      peak: { kind: 'choice', index: 1 },
    };
    const score = scoreAnswers(scenario, result, answers);
    expect(score.total).toBe(3);
    expect(score.correct).toBe(1);
    expect(score.marked.map((m) => m.correct)).toEqual([true, false, false]);
    expect(score.marked[0]?.right).toBe('14.8 hours');
    expect(score.marked[1]?.right).toBe('Above 75°F');
    // 14.8 ± 20%: 11.9 is out.
    expect(scoreAnswers(scenario, result, { 'hours-to-65': { kind: 'number', value: 11.5 } }).marked[0]?.correct).toBe(false);
  });

  it('the undersized unit runs non-stop and lets the cellar above 65°F; the leaky door makes a right-sized unit run non-stop', () => {
    const wave = runScenario(scenarioById('heat-wave')!);
    expect(wave.run.unitRanShare).toBe(1);
    expect(wave.risk.hoursAbove65).toBeGreaterThan(12);
    const seal = runScenario(scenarioById('door-seal')!);
    expect(seal.run.unitRanShare).toBeGreaterThan(0.95);
    const sealed = simulate({ ...scenarioById('door-seal')!.input, room: { ...scenarioById('door-seal')!.input.room, airChangesPerHour: 1 } });
    expect(sealed.unitRanShare).toBeLessThan(0.8);
    expect(assessRisk(sealed).hoursOutsideGoodRange).toBe(0);
  });
});

describe('risk in words', () => {
  it('a held cellar is safe; a cut one names the hours above 65 and 70°F', () => {
    const safe = runScenario({ ...scenarioById('door-seal')!, input: { ...scenarioById('door-seal')!.input, room: { ...scenarioById('door-seal')!.input.room, airChangesPerHour: 1 } } });
    expect(safe.risk.level).toBe('fine');
    expect(safe.risk.findings[0]).toMatch(/^Held within 50–59°F/);
    const cut = runScenario(scenarioById('power-cut')!);
    expect(cut.risk.findings[0]).toMatch(/^Above 70°F for \d+(\.\d)? hours/);
  });
});
