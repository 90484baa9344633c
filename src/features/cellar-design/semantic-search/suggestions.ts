/** Questions worded as visitors word them, offered before the first search and after one that found nothing. */
export const SUGGESTED_QUESTIONS = [
  'Why does my basement feel so damp?',
  'Can I cool the room with a regular AC?',
  'Should the bottles lie down or stand up?',
  'What does the cost calculator assume?',
  'Will a cellar add value when I sell the house?',
  'Our house is old with stone walls. Can we still have a cellar?',
] as const;
