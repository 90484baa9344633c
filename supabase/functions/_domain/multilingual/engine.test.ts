import { describe, expect, it } from 'vitest';
import { business } from '../business.ts';
import { cards as de } from './cards/de.ts';
import { cards as es } from './cards/es.ts';
import { cards as fr } from './cards/fr.ts';
import { loadCards } from './cards/index.ts';
import { cards as itCards } from './cards/it.ts';
import { cards as zh } from './cards/zh.ts';
import { matchCard, matchCards, normalize } from './engine.ts';
import { NOT_A_SOURCE, withoutOtherFirms } from './sources.ts';
import { TOPICS } from './topics.ts';
import { EXPERT_LANGUAGES, type ExpertLanguage } from './languages.ts';
import { checkQuestion } from './question.ts';
import { TOPIC_NAMES, type Topic } from './topics.ts';

const CARDS = { es, fr, de, it: itCards, zh } as const;

/** Questions as a visitor would type them, with the card that answers each. */
const ASKED: Record<ExpertLanguage, Array<[string, Topic]>> = {
  es: [
    ['¿Qué humedad necesita mi bodega?', 'humidity'],
    ['¿Cuánto cuesta una bodega de 1000 botellas?', 'cost'],
    ['¿A qué temperatura guardo el vino?', 'temperature'],
    ['¿Dónde pongo la barrera de vapor?', 'insulation'],
    ['¿Cuánto tiempo tarda la obra?', 'timeline'],
    ['¿Qué garantía tienen?', 'warranty'],
  ],
  fr: [
    ['Quelle humidité faut-il dans ma cave ?', 'humidity'],
    ['Combien coûte une cave à vin ?', 'cost'],
    ['Que comprend le devis gratuit ?', 'quote'],
    ['Comment dimensionner la climatisation ?', 'cooling'],
    ['Pourquoi les caves échouent-elles ?', 'failure'],
  ],
  de: [
    ['Welche Luftfeuchtigkeit braucht ein Weinkeller?', 'humidity'],
    ['Was kostet ein Weinkeller?', 'cost'],
    ['Wie lange dauert der Bau?', 'timeline'],
    ['Welche Temperatur ist ideal?', 'temperature'],
    ['Wohin kommt die Dampfsperre?', 'insulation'],
  ],
  it: [
    ['Che umidità serve in cantina?', 'humidity'],
    ['Quanto costa una cantina su misura?', 'cost'],
    ['Quanto tempo ci vuole per costruirla?', 'timeline'],
    ['Che garanzia offrite?', 'warranty'],
    ['Come posso contattarvi?', 'contact'],
  ],
  zh: [
    ['酒窖的湿度应该是多少？', 'humidity'],
    ['定制酒窖要多少钱？', 'cost'],
    ['酒窖温度多少合适', 'temperature'],
    ['制冷设备怎么选？', 'cooling'],
    ['施工要多久？', 'timeline'],
    ['保修几年？', 'warranty'],
  ],
};

describe('the translated cards', () => {
  it('cover every topic once in every language', async () => {
    for (const language of EXPERT_LANGUAGES) {
      const cards = await loadCards(language);
      expect(cards).toBe(CARDS[language]);
      expect(cards.map((card) => card.topic).sort()).toEqual([...TOPIC_NAMES].sort());
    }
  });

  it('state the English figures, read from the business facts and the estimator', () => {
    for (const language of EXPERT_LANGUAGES) {
      const byTopic = Object.fromEntries(CARDS[language].map((card) => [card.topic, card.answer]));
      expect(byTopic.temperature).toMatch(/55 °F.*13 °C/);
      expect(byTopic.humidity).toContain('50');
      expect(byTopic.humidity).toContain('70');
      expect(byTopic.humidity).toContain('60');
      expect(byTopic.humidity).toContain('65');
      expect(byTopic.timeline).toContain(`${business.timeline.constructionWeeksMin}`);
      expect(byTopic.timeline).toContain(`${business.timeline.constructionWeeksMax}`);
      expect(byTopic.cost).toContain('US$50,000');
      expect(byTopic.cost).toContain('US$200,000');
      expect(byTopic.quote).toContain('US$2,500');
      expect(byTopic.quote).toContain('24');
      expect(byTopic.warranty).toMatch(/5.*3/);
      expect(byTopic.cooling).toContain('16');
      expect(byTopic.cooling).toContain('10');
      expect(byTopic.insulation).toContain('R-13');
      expect(byTopic.failure).toContain('90');
      expect(byTopic.contact).toContain(business.email);
    }
  });
});

describe('matchCard', () => {
  for (const language of EXPERT_LANGUAGES) {
    it(`answers ${language} questions with the card on their subject`, () => {
      for (const [question, topic] of ASKED[language]) {
        expect(matchCard(CARDS[language], question, language)?.card.topic, question).toBe(topic);
      }
    });
  }

  it('says when no card answers', () => {
    expect(matchCard(es, '¿Cuál es la capital de Francia?', 'es')).toBeNull();
    expect(matchCard(zh, '今天天气怎么样？', 'zh')).toBeNull();
  });

  it('ignores accents and case, and matches word starts only', () => {
    expect(normalize('¿QUÉ Humedad?')).toBe('que humedad');
    expect(matchCard(fr, 'HUMIDITE', 'fr')?.card.topic).toBe('humidity');
    // "rate" starts words only: "pirate" is not a failure.
    expect(matchCard(fr, 'un pirate', 'fr')).toBeNull();
  });

  it('prefers the longer, more specific match', () => {
    const match = matchCard(es, 'barrera de vapor en la pared', 'es');
    expect(match?.card.topic).toBe('insulation');
    expect(match?.matched).toContain('barrera de vapor');
  });

  it('gives the same answer twice', () => {
    expect(matchCard(de, 'Was kostet das?', 'de')).toEqual(matchCard(de, 'Was kostet das?', 'de'));
  });
});

describe('checkQuestion', () => {
  it('strips markup and refuses empty, short and long questions', () => {
    expect(checkQuestion('<b>¿Humedad?</b>')).toEqual({ ok: true, question: '¿Humedad?' });
    expect(checkQuestion('   ')).toMatchObject({ ok: false, problem: 'empty' });
    expect(checkQuestion('ab')).toMatchObject({ ok: false, problem: 'too-short' });
    expect(checkQuestion('123 456')).toMatchObject({ ok: false, problem: 'too-short' });
    expect(checkQuestion('湿度')).toMatchObject({ ok: true });
    expect(checkQuestion('a'.repeat(301))).toMatchObject({ ok: false, problem: 'too-long', length: 301 });
  });
});

describe('a question in several parts', () => {
  const TWO_PARTS: Record<ExpertLanguage, [string, Topic[]]> = {
    es: ['¿Qué temperatura necesita la bodega y cuánto cuesta?', ['temperature', 'cost']],
    fr: ['Quelle humidité faut-il dans la cave ? Et combien coûte-t-elle ?', ['humidity', 'cost']],
    de: ['Was kostet ein Weinkeller und wie lange dauert der Bau?', ['cost', 'timeline']],
    it: ['Che umidità serve in cantina? E quanto costa?', ['humidity', 'cost']],
    zh: ['酒窖温度多少合适？湿度呢？', ['temperature', 'humidity']],
  };

  it('answers every part, in the order asked, one card each', () => {
    for (const language of EXPERT_LANGUAGES) {
      const [question, topics] = TWO_PARTS[language];
      expect(matchCards(CARDS[language], question, language).map((match) => match.card.topic), `${language}: ${question}`).toEqual(topics);
    }
  });

  it('keeps one card for one subject asked two ways, and none for the off-topic', () => {
    expect(matchCards(es, '¿Dónde pongo la barrera de vapor y el aislamiento?', 'es').map((match) => match.card.topic)).toEqual(['insulation']);
    expect(matchCards(de, 'Wie wird das Wetter morgen?', 'de')).toEqual([]);
    expect(matchCards(fr, 'Combien coûte une cave à vin ?', 'fr').map((match) => match.card.topic)).toEqual(['cost']);
  });
});

describe('sources', () => {
  it('no card, source or basis the page shows names another firm', () => {
    const shown = [
      ...EXPERT_LANGUAGES.flatMap((language) => CARDS[language].flatMap((card) => [card.question, card.answer])),
      ...Object.values(TOPICS).flatMap((topic) => Object.values(topic)),
    ].join('\n');
    for (const name of NOT_A_SOURCE) expect(shown.toLowerCase()).not.toContain(name.toLowerCase());
  });

  it('takes other firms out of what a model is given and of what it says', () => {
    expect(withoutOtherFirms('Guidance from Vigilant, WineCellarHQ and a Wine Cellar Innovations designer interview agrees.')).toBe('Published storage guidance agrees.');
    expect(withoutOtherFirms('WhisperKOOL and Wine-Mate installation manuals ask for R-13.')).toBe('Cooling-unit installation manuals ask for R-13.');
  });
});
