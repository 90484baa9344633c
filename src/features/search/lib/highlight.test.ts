import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';

describe('highlight', () => {
  it('marks whole words that start with a query word of three or more letters', () => {
    expect(highlight('Humidity and the humidifier in a cellar', 'humid in')).toEqual([
      { text: 'Humidity', match: true },
      { text: ' and the ', match: false },
      { text: 'humidifier', match: true },
      { text: ' in a cellar', match: false },
    ]);
  });

  it('treats regular-expression characters in the query as text', () => {
    expect(highlight('R-19 (walls)', '(walls')).toEqual([
      { text: 'R-19 (', match: false },
      { text: 'walls', match: true },
      { text: ')', match: false },
    ]);
  });
});
