import { describe, expect, it } from 'vitest';
import { AGENT_TEXT, NO_CONSULTATION, inquiryMessage, respond, type Consultation } from './dialogue.ts';

/** Plays a conversation; returns every turn. */
function play(utterances: string[], from: Consultation = NO_CONSULTATION) {
  let state = from;
  return utterances.map((said) => {
    const turn = respond(state, said);
    state = turn.consultation;
    return turn;
  });
}

describe('the consultation by voice', () => {
  it('a whole request, spoken as a transcription writes it', () => {
    const turns = play([
      'I would like to book a consultation',
      'My name is john smith',
      'john at example dot com',
      'five five five, one two three, four five six seven',
      "It's for the basement of our house",
      'About 800 bottles in a 10 by 8 foot room',
      'Yes, send it',
    ]);
    expect(turns.map((turn) => turn.reply)).toEqual([
      AGENT_TEXT.start,
      'Thank you, John Smith. What email address should we use? You can spell it, like “john at example dot com”.',
      'I have john@example.com. What phone number can we reach you on?',
      'I have (555) 123-4567. Is the cellar for a home, for a restaurant or business, a renovation of a cellar you have, or would you like design advice?',
      'Residential Wine Cellar. Anything the team should know, like the room’s size or how many bottles? Say “nothing” to skip.',
      'Here is your request: John Smith, john@example.com, (555) 123-4567, Residential Wine Cellar, “About 800 bottles in a 10 by 8 foot room”. Check it on screen. Shall I send it?',
      AGENT_TEXT.sending,
    ]);
    const last = turns.at(-1);
    expect(last?.action).toBe('submit');
    expect(last?.consultation.request).toEqual({
      firstName: 'John',
      lastName: 'Smith',
      email: 'john@example.com',
      phone: '(555) 123-4567',
      projectType: 'residential',
      details: 'About 800 bottles in a 10 by 8 foot room',
    });
    expect(inquiryMessage(last!.consultation.request)).toBe('About 800 bottles in a 10 by 8 foot room\n\nRequested through the voice agent (/voice-agent).');
  });

  it('questions go to the expert, outside a request', () => {
    expect(respond(NO_CONSULTATION, 'What humidity should my wine cellar be?')).toEqual({ consultation: NO_CONSULTATION, reply: null, action: 'expert' });
  });

  it('asks again when it did not catch a detail, keeping what it has', () => {
    const turns = play(['consultation', 'Mary', 'um', 'Jones', 'my email is mary', 'mary at example dot org']);
    expect(turns.map((turn) => turn.reply)).toEqual([
      AGENT_TEXT.start,
      AGENT_TEXT.askLastName('Mary'),
      AGENT_TEXT.missedLastName,
      AGENT_TEXT.askEmail('Mary Jones'),
      AGENT_TEXT.missedEmail,
      AGENT_TEXT.askPhone('mary@example.org'),
    ]);
    expect(turns.at(-1)?.consultation.step).toBe('phone');
  });

  it('"no" after a detail was repeated goes back to it', () => {
    const turns = play(['book a consultation', 'John Smith', 'jon at example dot com', 'No, that is wrong', 'john at example dot com']);
    expect(turns[3]?.reply).toBe(AGENT_TEXT.backTo('What email address should we use?'));
    expect(turns[3]?.consultation.request.email).toBe('');
    expect(turns[4]?.consultation.request.email).toBe('john@example.com');
    expect(turns[4]?.consultation.step).toBe('phone');
  });

  it('at the review: a named detail is asked again, then back to the review; cancel drops it all', () => {
    const review = play(['I want a consultation', 'John Smith', 'john at example dot com', '555 123 4567', 'restaurant', 'nothing']).at(-1)!.consultation;
    expect(review.step).toBe('review');
    expect(review.request.details).toBe('');

    const [change, phone] = play(['No, the phone number is wrong', 'five five five, nine eight seven, six five four three'], review);
    expect(change?.consultation.step).toBe('phone');
    expect(phone?.consultation.step).toBe('review');
    expect(phone?.reply).toBe(AGENT_TEXT.review('John Smith, john@example.com, (555) 987-6543, Commercial / Restaurant'));

    expect(respond(review, 'no').reply).toBe(AGENT_TEXT.whatToChange);
    expect(respond(review, 'hmm').reply).toBe(AGENT_TEXT.confirmOrChange);
    expect(respond(review, 'cancel')).toEqual({ consultation: NO_CONSULTATION, reply: AGENT_TEXT.cancelled, action: null });
  });

  it('details typed on screen count: a request with every field filled goes straight to the review', () => {
    const filled: Consultation = {
      step: 'email',
      request: { firstName: 'Ana', lastName: 'López', email: '', phone: '+447911123456', projectType: 'renovation', details: 'Damp wall' },
      detailsAsked: true,
    };
    const turn = respond(filled, 'ana at example dot es');
    expect(turn.consultation.step).toBe('review');
    expect(turn.reply).toBe(AGENT_TEXT.review('Ana López, ana@example.es, +447911123456, Cellar Renovation, “Damp wall”'));
  });

  it('markup in what was said is dropped', () => {
    const turn = play(['consultation', 'John Smith', 'john at example dot com', '5551234567', 'home', '<b>Two</b> racks <script>x</script>']).at(-1);
    expect(turn?.consultation.request.details).not.toMatch(/[<>]/);
  });
});
