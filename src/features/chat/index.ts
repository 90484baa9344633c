/** The chat feature's public entry: open the assistant from anywhere (the overlay itself loads on first use). */
export { AssistantProvider, useAssistant } from './assistant-context.tsx';
