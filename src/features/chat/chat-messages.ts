/** docs/product-spec.md §2/§5/§8 strings for the chat, asserted by tests. */
export const CHAT_TEXT = {
  title: 'Wine Cellar Expert',
  emptyTitle: 'Wine Cellar Expert Ready',
  emptyText: 'Ask me anything about wine storage, cellar design, or cost estimation',
  placeholder: 'Ask about wine storage, cellar design, costs...',
  empty: 'Message cannot be empty',
  tooLong: 'Message is too long (max 4000 characters)',
  rateBanner: 'Too many requests. Please wait a minute before trying again.',
  rateToast: 'Rate limit exceeded. Please wait before sending another message.',
  server429: 'Rate limit exceeded. Please try again later.',
  server402: 'Service temporarily unavailable. Please try again later.',
  failedBanner: 'Failed to send message. Please try again later.',
  failedToast: 'Failed to send message. Please try again.',
  fallbackReply: 'I apologize, but I could not generate a response.',
  showVisuals: 'Show Visuals',
  hideVisuals: 'Hide Visuals',
} as const;

export const CHAT_LIMITS = {
  maxLength: 4000,
  messagesPerWindow: 5,
  windowMs: 60_000,
} as const;

export const SUGGESTED_QUESTIONS = [
  'What temperature and humidity should a wine cellar be?',
  'How much does a 1,000-bottle custom cellar cost?',
  'What size cooling unit does a 10 × 8 × 8 ft cellar need?',
  'Do I need a vapor barrier, and which side does it go on?',
] as const;
