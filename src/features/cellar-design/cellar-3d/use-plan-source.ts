/**
 * Which plan the 3D view or the tour shows, and where it came from: this
 * browser's designer draft, a design link (from the address, as the
 * designer's "View in 3D" opens it, or pasted), a plain room form, or (on
 * /video-tours) a case study. The plan code (zod, the estimator) loads after
 * the page is interactive. A link or a room that cannot be opened says why
 * and leaves the plan already shown as it was.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Plan } from '@domain/designer/plan.ts';
import { onHydrated } from '@/lib/hydration.ts';
import { whenIdle } from '@/lib/idle.ts';
import type { Dimensions, DoorSide } from './sources.ts';

type Sources = typeof import('./sources.ts');
/** After the page is interactive and the browser idle: the plan code is not part of what a visitor waits for. */
const loadSources = () =>
  new Promise<Sources>((resolve, reject) => onHydrated(() => whenIdle(() => void import('./sources.ts').then(resolve, reject))));

export type SourceId = 'draft' | 'link' | 'dimensions' | `case:${string}`;

export interface DimensionsText {
  width: string;
  depth: string;
  height: string;
  doorSide: DoorSide;
}

export const DEFAULT_DIMENSIONS: DimensionsText = { width: '12', depth: '10', height: '9', doorSide: 'south' };

function readDimensions(text: DimensionsText): Dimensions | string {
  const read = (value: string, label: string) => {
    const number = Number(value.trim());
    return value.trim() === '' || !Number.isFinite(number) ? `${label} must be a number of feet.` : number;
  };
  const width = read(text.width, 'Width');
  if (typeof width === 'string') return width;
  const depth = read(text.depth, 'Depth');
  if (typeof depth === 'string') return depth;
  const height = read(text.height, 'Ceiling height');
  if (typeof height === 'string') return height;
  return { width, depth, height, doorSide: text.doorSide };
}

export function usePlanSource({ caseStudies }: { caseStudies: boolean }) {
  const location = useLocation();
  const [lib, setLib] = useState<Sources | null>(null);
  const [source, setSource] = useState<SourceId | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [dimensions, setDimensions] = useState<DimensionsText>(DEFAULT_DIMENSIONS);

  // Once interactive: the link in the address wins, then this browser's design, then a case study or the room form.
  const search = location.search;
  useEffect(() => {
    let cancelled = false;
    void loadSources().then((loaded) => {
      if (cancelled) return;
      setLib(loaded);
      const draft = loaded.readDesignerDraft();
      setHasDraft(draft !== null);
      const params = new URLSearchParams(search);
      if (params.has('r')) {
        const fromLink = loaded.planFromLink(search);
        setLinkText(typeof window === 'undefined' ? search : window.location.href);
        if (fromLink.ok) {
          setSource('link');
          setPlan(fromLink.plan);
          setError(null);
          return;
        }
        setError(`${fromLink.message}${draft ? ' Your own design is shown instead.' : ''}`);
      }
      const study = params.get('case');
      const chosenStudy = caseStudies ? loaded.CASE_STUDY_PLANS.find((candidate) => candidate.slug === study) : undefined;
      if (chosenStudy) {
        setSource(`case:${chosenStudy.slug}`);
        setPlan(chosenStudy.plan);
      } else if (draft) {
        setSource('draft');
        setPlan(draft);
      } else if (caseStudies && loaded.CASE_STUDY_PLANS[0]) {
        setSource(`case:${loaded.CASE_STUDY_PLANS[0].slug}`);
        setPlan(loaded.CASE_STUDY_PLANS[0].plan);
      } else {
        const built = loaded.planFromDimensions(readDimensions(DEFAULT_DIMENSIONS) as Dimensions);
        setSource('dimensions');
        if (built.ok) setPlan(built.plan);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [search, caseStudies]);

  const choose = useCallback(
    (next: SourceId) => {
      if (!lib) return;
      setSource(next);
      setError(null);
      if (next === 'draft') {
        const draft = lib.readDesignerDraft();
        if (draft) setPlan(draft);
        else setError('There is no design from the visual designer in this browser yet.');
      } else if (next.startsWith('case:')) {
        const study = lib.CASE_STUDY_PLANS.find((candidate) => `case:${candidate.slug}` === next);
        if (study) setPlan(study.plan);
      }
      // A link or the room form waits for its own button, so the plan shown stays until then.
    },
    [lib],
  );

  const openLink = useCallback(() => {
    if (!lib) return;
    const result = lib.planFromLink(linkText);
    if (result.ok) {
      setPlan(result.plan);
      setError(null);
    } else setError(`${result.message} The cellar shown has not changed.`);
  }, [lib, linkText]);

  const buildRoom = useCallback(() => {
    if (!lib) return;
    const read = readDimensions(dimensions);
    const result = typeof read === 'string' ? { ok: false as const, message: read } : lib.planFromDimensions(read);
    if (result.ok) {
      setPlan(result.plan);
      setError(null);
    } else setError(`${result.message} The cellar shown has not changed.`);
  }, [lib, dimensions]);

  const description = useMemo(() => (lib && plan ? lib.describeCellar(plan) : null), [lib, plan]);
  const studies = lib?.CASE_STUDY_PLANS ?? [];
  const study = source?.startsWith('case:') ? studies.find((candidate) => `case:${candidate.slug}` === source) : undefined;

  return { lib, source, choose, plan, error, hasDraft, linkText, setLinkText, openLink, dimensions, setDimensions, buildRoom, description, studies: caseStudies ? studies : [], study };
}

export type PlanSource = ReturnType<typeof usePlanSource>;
