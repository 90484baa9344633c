/**
 * The chat feature's public entry: open the assistant from anywhere (the
 * overlay itself loads on first use). Kept this small on purpose: every page
 * with an "Ask the expert" button imports it, and a module re-exported here
 * is loaded with it. What another conversation reuses is in
 * public-conversation.ts, a second public entry.
 */
export { AssistantProvider, useAssistant } from './assistant-context.tsx';
