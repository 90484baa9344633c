import { describe, expect, it } from 'vitest';
import { checkBrief, draftFromBrief, fromSaved, SAVED_TEXT_MAX, textToSave, type BriefDraft } from './draft.ts';

const DRAFT: BriefDraft = { length: '12', width: '10', height: '9', bottles: '1,200', cooling: 'ductless-split', rackingMaterial: 'walnut' };

describe('checkBrief', () => {
  it('reads the typed cellar', () => {
    expect(checkBrief(DRAFT)).toEqual({
      ok: true,
      brief: { lengthFt: 12, widthFt: 10, heightFt: 9, bottles: 1200, cooling: 'ductless-split', rackingMaterial: 'walnut' },
    });
    expect(checkBrief({ ...DRAFT, length: '', width: '', height: '' })).toMatchObject({ ok: true, brief: { lengthFt: null, widthFt: null, heightFt: null } });
  });

  it('names the limits of each field, and asks for both sides of the room', () => {
    expect(checkBrief({ ...DRAFT, length: '200', height: '30', bottles: '5.5' })).toEqual({
      ok: false,
      errors: { length: 'The length is between 2 and 60 ft', height: 'The ceiling is between 4 and 20 ft', bottles: 'Bottles is a whole number from 12 to 50,000' },
    });
    expect(checkBrief({ ...DRAFT, width: '' })).toEqual({ ok: false, errors: { width: 'Enter the width too, or leave both empty to price by bottles' } });
    expect(checkBrief({ ...DRAFT, length: 'twelve' })).toEqual({ ok: false, errors: { length: 'Enter the length in feet as a number' } });
  });
});

describe('saving', () => {
  it('keeps a long text as its lines with figures', () => {
    const long = `${'Words without figures.\n'.repeat(2000)}Racking $14,500\n`;
    expect(long.length).toBeGreaterThan(SAVED_TEXT_MAX);
    expect(textToSave(long)).toEqual({ text: 'Racking $14,500', condensed: true });
    expect(textToSave('Racking $14,500')).toEqual({ text: 'Racking $14,500', condensed: false });
  });

  it('brings a saved analysis back, and refuses a tampered one', () => {
    const brief = checkBrief(DRAFT);
    if (!brief.ok) throw new Error('invalid');
    const saved = { reportId: 'da-1', fileName: 'quote.pdf', fileKind: 'pdf', text: 'Racking $14,500', condensed: false, brief: brief.brief };
    expect(fromSaved(saved)).toEqual(saved);
    expect(draftFromBrief(fromSaved(saved)!.brief)).toEqual({ ...DRAFT, bottles: '1200' });
    expect(fromSaved({ ...saved, fileKind: 'exe' })).toBeNull();
    expect(fromSaved({ ...saved, brief: { ...brief.brief, cooling: 'freezer' } })).toBeNull();
    expect(fromSaved({ ...saved, brief: { ...brief.brief, lengthFt: '12' } })).toBeNull();
    expect(fromSaved(null)).toBeNull();
  });
});
