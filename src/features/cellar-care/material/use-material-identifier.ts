/**
 * The identifier's state: the answers (kept in the URL, so a result can be
 * shared), the bottle count a replacement is priced for, one photo kept in
 * this browser, and the model's reading of it when the visitor asks. The
 * ranking is the engine's, recomputed on every answer.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { identify } from '@domain/materials/identify.ts';
import { answersFromParams, answersToParams, QUESTIONS, QUESTION_KEYS, type Answers, type QuestionKey } from '@domain/materials/questions.ts';
import type { ReplacementCost } from '@domain/materials/replacement.ts';
import type { PhotoReadingShown } from '@/components/tool-shell/photo-reading-text.tsx';
import { checkPhoto } from '@/lib/photos.ts';
import { readBottles } from './bottles.ts';

export interface MaterialPhoto {
  name: string;
  /** An object URL: the photo stays in this browser until the visitor asks for a reading. */
  url: string;
  width: number;
  height: number;
}


/** The answers in words, for the model and for the printed page. */
export function describeAnswers(answers: Answers): string {
  return QUESTION_KEYS.flatMap((key) => {
    const value = answers[key];
    if (!value) return [];
    const options = QUESTIONS[key].options as Record<string, string>;
    return [`${QUESTIONS[key].label} ${options[String(value)] ?? ''}.`];
  }).join(' ');
}

export function useMaterialIdentifier() {
  const location = useLocation();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>({});
  const [bottlesText, setBottlesText] = useState('');
  const [photo, setPhoto] = useState<MaterialPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState<PhotoReadingShown | null>(null);
  const [readingBusy, setReadingBusy] = useState(false);
  const [cost, setCost] = useState<ReplacementCost | null>(null);
  const fromLink = useRef(false);

  // The prerendered page has no answers; a shared link’s are read once, when the page is live (later changes come from this page itself).
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setAnswers(answersFromParams(params));
    setBottlesText(params.get('bottles')?.slice(0, 12) ?? '');
    fromLink.current = true;
  }, []);

  const bottles = readBottles(bottlesText);
  const count = bottles.ok ? bottles.bottles : null;
  const search = useMemo(() => {
    const params = answersToParams(answers);
    if (count !== null) params.set('bottles', String(count));
    return params.toString();
  }, [answers, count]);

  useEffect(() => {
    if (!fromLink.current || search === location.search.replace(/^\?/, '')) return;
    void navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
  }, [search, location.search, navigate]);

  useEffect(() => {
    if (count === null) {
      setCost(null);
      return;
    }
    let live = true;
    void import('@domain/materials/replacement.ts').then(({ replacementCost }) => {
      if (live) setCost(replacementCost(count));
    });
    return () => {
      live = false;
    };
  }, [count]);

  const identification = useMemo(() => identify(answers), [answers]);

  const answer = useCallback(<Q extends QuestionKey>(key: Q, value: Answers[Q] | null) => {
    setAnswers((current) => {
      const next = { ...current };
      if (value) next[key] = value;
      else delete next[key];
      return next;
    });
  }, []);

  const choosePhoto = useCallback(async (file: File) => {
    const checked = await checkPhoto(file);
    if (!checked.ok) {
      setPhotoError(`${checked.message} Your answers are kept.`);
      return;
    }
    setPhotoError(null);
    setReading(null);
    setPhoto((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return { name: file.name, url: URL.createObjectURL(file), width: checked.width, height: checked.height };
    });
  }, []);

  const removePhoto = useCallback(() => {
    setReading(null);
    setPhoto((current) => {
      if (current) URL.revokeObjectURL(current.url);
      return null;
    });
  }, []);

  const photoRef = useRef(photo);
  photoRef.current = photo;
  useEffect(() => () => {
    if (photoRef.current) URL.revokeObjectURL(photoRef.current.url);
  }, []);

  const askForReading = useCallback(async () => {
    if (!photo) return;
    setReadingBusy(true);
    // What sending needs loads only when a visitor asks: most never do.
    const [{ shrinkPhoto }, { readMaterialPhoto }, { FunctionError }] = await Promise.all([
      import('@/lib/photo-shrink.ts'),
      import('./api/read-material-photo.ts'),
      import('@/lib/functions.ts'),
    ]);
    try {
      const image = await shrinkPhoto(photo.url);
      const result = await readMaterialPhoto({ image, answers: describeAnswers(answers).slice(0, 600) });
      const model = result.parts.find((part) => part.source === 'model');
      setReading({ text: result.result.reading, note: result.result.note, by: model?.by ?? null });
    } catch (cause) {
      const note =
        cause instanceof FunctionError && cause.code === 'rate_limited'
          ? 'Too many requests in a short time. Please wait a minute and try again.'
          : `The photo could not be read: ${cause instanceof Error ? cause.message : String(cause)}.`;
      setReading({ text: null, note, by: null });
    } finally {
      setReadingBusy(false);
    }
  }, [photo, answers]);

  return {
    answers,
    answer,
    reset: () => setAnswers({}),
    bottlesText,
    setBottlesText,
    bottles,
    cost: count === null ? null : cost,
    identification,
    link: `${location.pathname}${search ? `?${search}` : ''}`,
    photo,
    photoError,
    choosePhoto,
    removePhoto,
    reading,
    readingBusy,
    askForReading,
  };
}

export type MaterialIdentifierState = ReturnType<typeof useMaterialIdentifier>;
