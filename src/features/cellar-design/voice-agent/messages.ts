/** The voice agent page's own texts, asserted by its tests. */
export const ANSWERED_BY = {
  agent: 'Voice agent (this page, no AI model)',
  builtIn: 'Built-in expert (no AI model)',
  model: 'AI model',
} as const;

export const AGENT_MESSAGES = {
  sent: 'Your request is sent. We’ll contact you within 24 hours to schedule your free consultation. Is there anything else about your cellar I can help with?',
  notSent: 'The request was not sent. Check the details marked on screen and press Send request; nothing you gave me is lost.',
  noAnswer: 'I apologize, but I could not generate a response.',
  notHeard: 'I couldn’t make that out. Please say it again, or type it below.',
} as const;

export const VOICE_STATUS = {
  checking: 'Checking whether voice input is available…',
  available: 'Voice is ready. Start the conversation and speak whenever you like; the agent listens for your voice, answers out loud, and stops talking when you do.',
  unavailable:
    'Voice transcription isn’t set up on this site yet, so the agent can’t listen. Type to it instead: it answers the same questions and takes your consultation request the same way.',
  unsupported: 'This browser can’t listen for speech. Type to the agent instead: it answers the same questions and can take your consultation request.',
  unknown: 'We couldn’t check whether voice input is available. You can try it, or type to the agent below.',
  denied: 'The microphone was not allowed, so the agent can’t hear you. Allow it in your browser’s site settings, or type to the agent below.',
} as const;

export const LISTENING_LABELS = {
  off: 'Not listening',
  starting: 'Starting the microphone…',
  listening: 'Listening',
  hearing: 'Hearing you…',
  denied: 'Microphone not allowed',
  transcribing: 'Writing down what you said…',
  thinking: 'Thinking…',
  speaking: 'Speaking (talk to interrupt)',
} as const;
