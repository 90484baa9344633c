/**
 * The collection's state, owned in one place: the wines (typed or imported),
 * the bottle being typed, the import's outcome, the storage and conditions
 * settings, and the engine that works them out. Nothing entered is ever lost
 * to a bad input: a bad bottle keeps its form, a bad file keeps the wines
 * already there, and everything is kept in this browser as it changes, so a
 * visitor who leaves and comes back finds the collection as they left it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { COLLECTION_LIMITS, type Wine } from '@domain/collection/wine.ts';
import type { CollectionCsv } from '@domain/collection/csv.ts';
import { readCsvFileText } from '@/lib/csv-file.ts';
import { clearDraft, saveDraft } from '@/lib/drafts.ts';
import { checkBottle, checkSettings, DEFAULT_SETTINGS, EMPTY_BOTTLE, fromSaved, toDraft, toSaved, type BottleDraft, type BottleErrors, type Settings, type SettingsDraft } from './draft.ts';
import { loadEngine, type Engine } from './load-engine.ts';

export const DRAFT_KEY = 'wcg:wine-collection:draft';

export interface Line extends Wine {
  id: number;
}

export interface ImportOutcome {
  name: string;
  csv: Omit<CollectionCsv, 'wines'>;
  added: number;
  /** Wines of the file beyond the collection's limit. */
  dropped: number;
}

let nextId = 1;
const withIds = (wines: readonly Wine[]): Line[] => wines.map((wine) => ({ ...wine, id: nextId++ }));
const strip = ({ id: _id, ...wine }: Line): Wine => wine;

export const thisYear = () => new Date().getFullYear();

function readKeptDraft() {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    return raw ? fromSaved(JSON.parse(raw), thisYear()) : null;
  } catch {
    return null;
  }
}

export function useCollection() {
  const reopening = new URLSearchParams(useLocation().search).has('report');
  const [lines, setLines] = useState<Line[]>([]);
  const [bottle, setBottle] = useState<BottleDraft>(EMPTY_BOTTLE);
  const [bottleErrors, setBottleErrors] = useState<BottleErrors>({});
  const [editing, setEditing] = useState<number | null>(null);
  const [settingsDraft, setSettingsDraft] = useState<SettingsDraft>(DEFAULT_SETTINGS);
  const [imported, setImported] = useState<ImportOutcome | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [restoredNote, setRestoredNote] = useState<string | null>(null);
  const restoredOnce = useRef(false);

  // The browser's draft comes back on the first visit after a leave, unless a saved collection is being reopened.
  useEffect(() => {
    if (restoredOnce.current || reopening) return;
    restoredOnce.current = true;
    const kept = readKeptDraft();
    if (kept && kept.wines.length > 0) {
      setLines(withIds(kept.wines));
      setSettingsDraft(kept.settings);
      setRestoredNote(`Your collection from your last visit is back: ${kept.wines.length} ${kept.wines.length === 1 ? 'wine' : 'wines'}, kept in this browser.`);
    }
  }, [reopening]);

  const wines = useMemo(() => lines.map(strip), [lines]);
  const settingsCheck = useMemo(() => checkSettings(settingsDraft), [settingsDraft]);
  // While a setting is invalid, the report stays on the last valid settings, marked as not current.
  const lastSettings = useRef<Settings | null>(null);
  if (settingsCheck.settings) lastSettings.current = settingsCheck.settings;

  // Emptied only by the visitor (removing the last wine, or clearing): a page that has not restored yet never wipes the draft.
  useEffect(() => {
    if (wines.length > 0) saveDraft(DRAFT_KEY, toSaved(wines, settingsDraft));
  }, [wines, settingsDraft]);

  const hasWines = lines.length > 0;
  useEffect(() => {
    if (hasWines && !engine) void loadEngine().then(setEngine);
  }, [hasWines, engine]);

  const room = COLLECTION_LIMITS.maxWines - lines.length;

  const submitBottle = useCallback(() => {
    const checked = checkBottle(bottle, thisYear());
    if (!checked.wine) {
      setBottleErrors(checked.errors);
      return false;
    }
    if (editing === null && room <= 0) {
      setBottleErrors({ name: `The collection holds up to ${COLLECTION_LIMITS.maxWines} wines (lines); add to the quantity of one already there.` });
      return false;
    }
    const wine = checked.wine;
    setLines((current) => (editing === null ? [...current, ...withIds([wine])] : current.map((line) => (line.id === editing ? { ...wine, id: line.id } : line))));
    setBottle({ ...EMPTY_BOTTLE, style: bottle.style, sizeMl: bottle.sizeMl });
    setBottleErrors({});
    setEditing(null);
    return true;
  }, [bottle, editing, room]);

  const importFile = useCallback(
    async (file: File) => {
      const checked = await readCsvFileText(file, 'Export your collection as CSV (CellarTracker: Lists › My Cellar › Export › CSV), or fill in the template, and choose that file.');
      if (!checked.ok) {
        setImportError(checked.message);
        return;
      }
      const { readCollectionCsv } = await loadEngine();
      const outcome = readCollectionCsv(checked.text, thisYear());
      if (!outcome.ok) {
        setImportError(`“${file.name}” could not be used: ${outcome.message}`);
        return;
      }
      const { wines: read, ...csv } = outcome;
      const kept = read.slice(0, Math.max(0, room));
      setLines((current) => [...current, ...withIds(kept)]);
      setImported({ name: file.name, csv, added: kept.length, dropped: read.length - kept.length + csv.overLimit });
      setImportError(null);
    },
    [room],
  );

  return {
    lines,
    wines,
    engine,
    bottle,
    setBottle: (patch: Partial<BottleDraft>) => setBottle((current) => ({ ...current, ...patch })),
    bottleErrors,
    editing,
    submitBottle,
    editLine: (id: number) => {
      const line = lines.find((item) => item.id === id);
      if (!line) return;
      setEditing(id);
      setBottle(toDraft(line));
      setBottleErrors({});
    },
    cancelEdit: () => {
      setEditing(null);
      setBottle(EMPTY_BOTTLE);
      setBottleErrors({});
    },
    removeLine: (id: number) => {
      if (lines.length === 1 && lines[0]?.id === id) clearDraft(DRAFT_KEY);
      setLines((current) => current.filter((line) => line.id !== id));
      if (editing === id) setEditing(null);
    },
    clearAll: () => {
      clearDraft(DRAFT_KEY);
      setLines([]);
      setImported(null);
      setImportError(null);
      setRestoredNote(null);
      setEditing(null);
    },
    imported,
    importError,
    importFile,
    clearImport: () => setImported(null),
    settingsDraft,
    setSettings: (patch: Partial<SettingsDraft>) => setSettingsDraft((current) => ({ ...current, ...patch })),
    settingsErrors: settingsCheck.errors ?? {},
    settings: settingsCheck.settings,
    /** The settings the report shows: the last valid ones. */
    reportSettings: lastSettings.current,
    restoredNote,
    /** A saved collection reopened from the account, or kept through sign-in. */
    restore: (saved: NonNullable<ReturnType<typeof fromSaved>>) => {
      setLines(withIds(saved.wines));
      setSettingsDraft(saved.settings);
      setImported(null);
      setImportError(null);
      setRestoredNote(null);
      restoredOnce.current = true;
    },
  };
}

export type CollectionState = ReturnType<typeof useCollection>;
