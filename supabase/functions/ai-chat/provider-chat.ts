/**
 * One answer from a provider model: the system prompt with the business
 * facts and retrieved passages, the conversation, and the estimator offered
 * as tools. Tool calls are run with `runTool` and fed back as `tool`
 * messages for at most MAX_TOOL_ROUNDS rounds; the round after that must
 * answer (`tool_choice: "none"`). When `onDelta` is given every round is
 * streamed, so the visible answer arrives token by token.
 */
import type { ChatProvider, ProviderMessage, ToolSpec } from '../_shared/ai/provider.ts';
import { describeTools, runTool } from '../_domain/estimator/index.ts';
import { ANSWER_MAX_CHARS, type ChatTurn } from '../_domain/expert/schema.ts';
import { buildSystemPrompt, type PromptGrounding, type PromptPassage } from '../_domain/expert/system-prompt.ts';

export const MAX_TOOL_ROUNDS = 3;
/** The conversation sent upstream, newest first until this many characters: enough context, a bounded bill. */
export const HISTORY_BUDGET_CHARS = 24_000;

export interface ProviderChatOptions {
  provider: ChatProvider;
  messages: readonly ChatTurn[];
  passages: readonly PromptPassage[];
  /** The site's own reading of the latest message and the figures worked out for it. */
  grounding?: PromptGrounding;
  signal: AbortSignal;
  onDelta?: (text: string) => void;
  /** Called after each round of tool calls has run, before the model is asked again. */
  onToolRound?: (names: string[]) => void;
}

export interface ProviderChatResult {
  content: string;
  /** Names of the tools the model called, in order. */
  toolsUsed: string[];
}

let toolSpecs: ToolSpec[] | null = null;

/** The estimator's tools in chat-completions form; built once, since the schemas never change at run time. */
export function estimatorTools(): ToolSpec[] {
  toolSpecs ??= describeTools().map((tool) => ({
    type: 'function' as const,
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
  return toolSpecs;
}

/**
 * Assistant turns come back from the visitor's browser, so they may have been
 * written by anyone (docs/assistant.md, "Client-sent assistant turns"). They
 * reach the model only as assistant turns, never in the system part; at most
 * the last few, each cut to a length the function's own answers rarely pass;
 * and the system prompt tells the model they are context, not instructions.
 */
export const CLIENT_ASSISTANT_TURNS = { max: 6, maxChars: 4000 } as const;

/** The most recent turns that fit the budget; the latest user message always goes. */
export function recentHistory(messages: readonly ChatTurn[], budget = HISTORY_BUDGET_CHARS): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let used = 0;
  let assistantTurns = 0;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const original = messages[index];
    if (!original) continue;
    if (original.role === 'assistant' && assistantTurns >= CLIENT_ASSISTANT_TURNS.max) break;
    const message = original.role === 'assistant' ? { ...original, content: original.content.slice(0, CLIENT_ASSISTANT_TURNS.maxChars) } : original;
    if (kept.length > 0 && used + message.content.length > budget) break;
    if (message.role === 'assistant') assistantTurns += 1;
    kept.unshift(message);
    used += message.content.length;
  }
  return kept;
}

function toolMessage(id: string, name: string, args: string): ProviderMessage {
  const outcome = runTool(name, args);
  const content = outcome.ok ? JSON.stringify(outcome.result) : JSON.stringify({ error: outcome.error });
  return { role: 'tool', tool_call_id: id, content };
}

export async function runProviderChat(options: ProviderChatOptions): Promise<ProviderChatResult> {
  const { provider, signal, onDelta } = options;
  const history: ProviderMessage[] = [
    { role: 'system', content: buildSystemPrompt(options.passages, options.grounding) },
    ...recentHistory(options.messages).map((message) => ({ role: message.role, content: message.content })),
  ];
  const tools = estimatorTools();
  const toolsUsed: string[] = [];
  let content = '';

  for (let round = 0; ; round += 1) {
    const lastRound = round >= MAX_TOOL_ROUNDS;
    // Text from an earlier round ("Let me work that out.") stays; a blank line separates the next.
    let separated = content === '' || content.endsWith('\n\n');
    const deliver = onDelta
      ? (text: string) => {
          if (!separated) {
            separated = true;
            const gap = content.endsWith('\n') ? '\n' : '\n\n';
            content += gap;
            onDelta(gap);
          }
          content += text;
          onDelta(text);
        }
      : undefined;
    const room = ANSWER_MAX_CHARS - content.length - 2;
    if (room <= 0) break;
    const turn = await provider.turn(
      { messages: history, tools, toolChoice: lastRound ? 'none' : 'auto' },
      deliver ? { signal, onDelta: deliver, maxChars: room } : { signal, maxChars: room },
    );
    if (!deliver && turn.content) content += (content === '' || content.endsWith('\n\n') ? '' : '\n\n') + turn.content;
    if (turn.toolCalls.length === 0 || lastRound || turn.finishReason === 'length') break;

    history.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.toolCalls });
    for (const call of turn.toolCalls) {
      toolsUsed.push(call.function.name);
      history.push(toolMessage(call.id, call.function.name, call.function.arguments));
    }
    options.onToolRound?.(turn.toolCalls.map((call) => call.function.name));
  }
  return { content, toolsUsed };
}
