/**
 * The condition assessment's state, owned in one place: typed readings, the
 * logger file, the checklist, the cooling, the room and the photos, and the
 * assessment the engine makes of them. A bad row or a bad file is reported
 * where it happened and never clears anything already entered; while a row
 * is invalid the report stays on the last valid inputs, marked as such.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Assessment } from '@domain/condition/assessment.ts';
import { EMPTY_CHECKLIST, type ChecklistAnswers } from '@domain/condition/checklist.ts';
import type { CoolingSystem } from '@domain/estimator/options.ts';
import type { UnitSystem } from '@domain/estimator/units.ts';
import type { Reading } from '@domain/readings/reading.ts';
import { useReadingsLog } from '@/components/tool-shell/use-readings-log.ts';
import { checkRoom, checkRow, convertRows, DEFAULT_ROOM, type ReadingRow } from './draft.ts';
import { loadEngine, type Engine } from './load-engine.ts';
import { checkPhoto, PHOTO_LIMITS, readLoggerFile, type Photo } from './files.ts';

let nextId = 1;
const blankRow = (): ReadingRow => ({ id: nextId++, at: '', temp: '', rh: '' });
const sample = async () => {
  const { readLoggerCsv, SAMPLE_CSV_NAME, sampleLoggerCsv } = await loadEngine();
  return { name: SAMPLE_CSV_NAME, text: sampleLoggerCsv(), read: readLoggerCsv };
};


export function useCondition() {
  const [system, setSystemState] = useState<UnitSystem>('imperial');
  const checkSystemRow = useCallback((row: ReadingRow) => checkRow(row, system), [system]);
  const readingsLog = useReadingsLog({ blankRow, initialRows: 3, checkRow: checkSystemRow, readFile: readLoggerFile, sample });
  const { setRows, readings } = readingsLog;
  const [checklist, setChecklist] = useState<ChecklistAnswers>(EMPTY_CHECKLIST);
  const [cooling, setCooling] = useState<CoolingSystem>('through-the-wall');
  const [roomDraft, setRoomDraft] = useState(DEFAULT_ROOM);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);

  const setSystem = useCallback(
    (next: UnitSystem) => {
      setRows((current) => convertRows(current, system, next));
      setSystemState(next);
    },
    [system],
  );

  const room = useMemo(() => checkRoom(roomDraft), [roomDraft]);
  const valid = room.room !== null && readingsLog.rowsValid;

  const hasReadings = readings.length > 0;
  useEffect(() => {
    if (hasReadings && !engine) void loadEngine().then(setEngine);
  }, [hasReadings, engine]);
  const fresh = useMemo(
    () => (engine && valid && room.room ? engine.assessCondition({ readings, checklist, cooling, room: room.room, system }) : null),
    [engine, valid, readings, checklist, cooling, room.room, system],
  );
  // While something typed is invalid, the last valid assessment stays on screen, marked as not current.
  const lastGood = useRef<{ assessment: Assessment; inputs: { readings: Reading[]; checklist: ChecklistAnswers; cooling: CoolingSystem; room: NonNullable<typeof room.room> } } | null>(null);
  if (fresh && room.room) lastGood.current = { assessment: fresh, inputs: { readings, checklist, cooling, room: room.room } };
  if (valid && engine && !fresh) lastGood.current = null;
  const shown = lastGood.current;

  const addPhotos = useCallback(async (files: File[]) => {
    const errors: string[] = [];
    const added: Photo[] = [];
    for (const file of files) {
      if (photos.length + added.length >= PHOTO_LIMITS.max) {
        errors.push(`Up to ${PHOTO_LIMITS.max} photos: “${file.name}” and any after it were not added.`);
        break;
      }
      const checked = await checkPhoto(file);
      if (!checked.ok) errors.push(checked.message);
      else added.push({ id: nextId++, name: file.name, url: URL.createObjectURL(file), caption: '', width: checked.width, height: checked.height });
    }
    setPhotoErrors(errors);
    if (added.length > 0) setPhotos((current) => [...current, ...added]);
  }, [photos.length]);

  const removePhoto = useCallback((id: number) => {
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((photo) => photo.id !== id);
    });
  }, []);
  const captionPhoto = useCallback((id: number, caption: string) => setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, caption } : photo))), []);

  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  return {
    system,
    setSystem,
    ...readingsLog,
    checklist,
    setChecklist,
    cooling,
    setCooling,
    roomDraft,
    setRoomDraft,
    roomErrors: room.errors,
    photos,
    photoErrors,
    addPhotos,
    removePhoto,
    captionPhoto,
    shown,
    current: fresh !== null,
    /** Restores a saved report: its readings as the log, its answers, the room and the units. */
    restore: (saved: { system: UnitSystem; cooling: CoolingSystem; room: { lengthFt: number; widthFt: number; heightFt: number }; checklist: ChecklistAnswers; readings: Reading[] }, label: string) => {
      setSystemState(saved.system);
      setCooling(saved.cooling);
      setChecklist(saved.checklist);
      setRoomDraft({ lengthFt: String(saved.room.lengthFt), widthFt: String(saved.room.widthFt), heightFt: String(saved.room.heightFt) });
      readingsLog.restoreLog(label, saved.readings);
    },
  };
}

export type ConditionState = ReturnType<typeof useCondition>;
