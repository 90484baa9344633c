/**
 * The chat feature's second public entry, for another conversation with the
 * expert (the voice agent): the log, the message rules and speech. Apart from
 * index.ts so the pages that only open the assistant do not load the chat's
 * hook and components with it.
 */
export { ConversationPanel } from './components/conversation-panel.tsx';
export { SpeechControls } from './components/speech-controls.tsx';
export { describeFailure, recentHistory, validateChatMessage, type ChatMessage } from './use-chat.ts';
export { canSpeak, speak, stopSpeaking } from './speech.ts';
