/** The chat feature's public entry: open the assistant from anywhere (the overlay itself loads on first use). */
export { AssistantProvider, useAssistant } from './assistant-context.tsx';
/** What another conversation with the expert reuses (the voice agent): the log, the message rules, speech. */
export { ConversationPanel } from './components/conversation-panel.tsx';
export { SpeechControls } from './components/speech-controls.tsx';
export { describeFailure, recentHistory, validateChatMessage, type ChatMessage } from './use-chat.ts';
export { canSpeak, speak, stopSpeaking } from './speech.ts';
