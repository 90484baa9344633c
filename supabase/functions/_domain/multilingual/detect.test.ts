import { francAll } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { detectLanguage, languageName } from './detect.ts';

const detect = (text: string) => detectLanguage(text, francAll);

describe('detectLanguage', () => {
  it('reads short questions in the five languages', () => {
    const cases: Array<[string, string]> = [
      ['¿Qué humedad necesita una bodega?', 'es'],
      ['¿Cuánto cuesta una bodega?', 'es'],
      ['Quelle température pour une cave à vin ?', 'fr'],
      ['Combien coûte une cave ?', 'fr'],
      ['Wie viel kostet ein Weinkeller?', 'de'],
      ['Wie lange dauert der Bau?', 'de'],
      ['Quanto costa una cantina?', 'it'],
      ['Quanto tempo ci vuole per costruire?', 'it'],
      ['Qual è la temperatura ideale?', 'it'],
      ['酒窖的湿度应该是多少？', 'zh'],
    ];
    for (const [text, language] of cases) expect(detect(text), text).toEqual({ kind: 'supported', language });
  });

  it('tells English apart, which franc alone reads as French', () => {
    expect(detect('How much does a cellar cost?')).toEqual({ kind: 'english' });
  });

  it('names a language the expert does not speak', () => {
    expect(detect('Quanto custa uma adega de vinhos?')).toEqual({ kind: 'unsupported', code: 'por', name: 'Portuguese' });
    expect(detect('Сколько стоит винный погреб?')).toEqual({ kind: 'unsupported', code: 'rus', name: 'Russian' });
    expect(detect('ワインセラーの湿度は？')).toEqual({ kind: 'unsupported', code: 'jpn', name: 'Japanese' });
  });

  it('names it in the visitor’s screens’ language', () => {
    expect(languageName('por', 'fr', 'Portuguese')).toBe('portugais');
    expect(languageName('por', 'de', 'Portuguese')).toBe('Portugiesisch');
    expect(languageName('xyz', 'es', 'this language')).toBe('this language');
  });

  it('is unsure of a word or two it cannot place', () => {
    expect(detect('ok')).toEqual({ kind: 'unsure' });
    expect(detect('12345')).toEqual({ kind: 'unsure' });
  });
});
