import { SUGGESTED_QUESTIONS } from '../suggestions.ts';

/** Questions to start from; choosing one searches it at once. */
export function SuggestedQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <div>
      <p id="suggested-title" className="text-xs tracking-wide text-mist-300 uppercase">
        Try a question
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="suggested-title">
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onAsk(question)}
              className="min-h-9 rounded-full border border-cellar-600 bg-cellar-850 px-3.5 text-left text-sm text-cream-100 transition-colors hover:border-gold-400 hover:text-gold-200"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
