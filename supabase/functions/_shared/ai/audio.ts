/**
 * What voice-to-text needs to know about a recording before paying for its
 * transcription: the bytes (from base64, with or without a `data:` prefix),
 * the container, and how long it plays.
 *
 * Duration comes from the container where it says so: WebM's Duration, or,
 * since browsers' MediaRecorder writes WebM live and leaves Duration out, the
 * timecode of its last block; Ogg's last granule position; a WAV header; an
 * MP4 `mvhd` box. Otherwise it is estimated from the size at an assumed
 * bitrate (ASSUMED_BITS_PER_SECOND).
 */

export interface AudioFormat {
  container: 'webm' | 'ogg' | 'mp4' | 'wav' | 'mp3';
  mime: string;
  extension: string;
}

export interface AudioDuration {
  seconds: number;
  /** 'container' when read from the file, 'estimate' when worked out from its size. */
  from: 'container' | 'estimate';
}

/** For recordings whose container does not say how long they are. */
export const ASSUMED_BITS_PER_SECOND = 128_000;

const FORMATS: Record<AudioFormat['container'], AudioFormat> = {
  webm: { container: 'webm', mime: 'audio/webm', extension: 'webm' },
  ogg: { container: 'ogg', mime: 'audio/ogg', extension: 'ogg' },
  mp4: { container: 'mp4', mime: 'audio/mp4', extension: 'mp4' },
  wav: { container: 'wav', mime: 'audio/wav', extension: 'wav' },
  mp3: { container: 'mp3', mime: 'audio/mpeg', extension: 'mp3' },
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Strips a `data:audio/webm;base64,` prefix and whitespace; null when what is left is not base64. */
export function normalizeBase64(input: string): string | null {
  const comma = input.startsWith('data:') ? input.indexOf(',') : -1;
  const body = (comma >= 0 ? input.slice(comma + 1) : input).replace(/\s+/g, '');
  if (BASE64.test(body) && body.length % 4 !== 1) return body;
  if (BASE64URL.test(body) && body.length % 4 !== 1) return body.replace(/-/g, '+').replace(/_/g, '/');
  return null;
}

/** Decoded size without decoding. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function decodeBase64(base64: string): Uint8Array {
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

export function detectFormat(bytes: Uint8Array): AudioFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return FORMATS.webm;
  if (ascii(bytes, 0, 4) === 'OggS') return FORMATS.ogg;
  if (ascii(bytes, 4, 4) === 'ftyp') return FORMATS.mp4;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return FORMATS.wav;
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return FORMATS.mp3;
  return null;
}

// ---------------------------------------------------------------- WebM (EBML)

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Elements that may follow a cluster of unknown size at segment level. */
const SEGMENT_CHILDREN = new Set<number>([ID.cluster, ID.info, 0x1654ae6b, 0x1c53bb6b, 0x1254c367, 0x1941a469, 0x1043a770, 0x114d9b74]);

interface Element {
  id: number;
  /** null for an unknown size (live recordings). */
  size: number | null;
  dataStart: number;
}

function readId(bytes: Uint8Array, pos: number): { id: number; length: number } | null {
  const first = bytes[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 4 || pos + length > bytes.length) return null;
  let id = 0;
  for (let index = 0; index < length; index += 1) id = id * 256 + (bytes[pos + index] ?? 0);
  return { id, length };
}

function readSize(bytes: Uint8Array, pos: number): { size: number | null; length: number } | null {
  const first = bytes[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || pos + length > bytes.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[pos + index] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { size: allOnes ? null : value, length };
}

function readElement(bytes: Uint8Array, pos: number): Element | null {
  const id = readId(bytes, pos);
  if (!id) return null;
  const size = readSize(bytes, pos + id.length);
  if (!size) return null;
  return { id: id.id, size: size.size, dataStart: pos + id.length + size.length };
}

function readUint(bytes: Uint8Array, start: number, size: number): number {
  let value = 0;
  for (let index = 0; index < size; index += 1) value = value * 256 + (bytes[start + index] ?? 0);
  return value;
}

function readFloat(bytes: Uint8Array, start: number, size: number): number | null {
  if (start + size > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, size);
  if (size === 4) return view.getFloat32(0);
  if (size === 8) return view.getFloat64(0);
  return null;
}

/** The largest block timecode in a cluster (absolute, in TimecodeScale units), and where the cluster ends. */
function scanCluster(bytes: Uint8Array, start: number, end: number): { latest: number | null; next: number } {
  let pos = start;
  let clusterTime = 0;
  let latest: number | null = null;
  const blockTime = (dataStart: number) => {
    const track = readSize(bytes, dataStart);
    if (!track) return;
    const at = dataStart + track.length;
    if (at + 2 > bytes.length) return;
    const relative = new DataView(bytes.buffer, bytes.byteOffset + at, 2).getInt16(0);
    latest = Math.max(latest ?? -Infinity, clusterTime + relative);
  };
  while (pos < end) {
    const element = readElement(bytes, pos);
    if (!element) break;
    // A cluster of unknown size ends where the next segment-level element begins.
    if (SEGMENT_CHILDREN.has(element.id)) return { latest, next: pos };
    if (element.size === null) break;
    const dataEnd = element.dataStart + element.size;
    if (element.id === ID.timecode) clusterTime = readUint(bytes, element.dataStart, element.size);
    else if (element.id === ID.simpleBlock) blockTime(element.dataStart);
    else if (element.id === ID.blockGroup) {
      const inner = readElement(bytes, element.dataStart);
      if (inner?.id === ID.block) blockTime(inner.dataStart);
    }
    pos = dataEnd;
  }
  return { latest, next: Math.min(pos, end) };
}

export function webmDurationSeconds(bytes: Uint8Array): number | null {
  let pos = 0;
  const header = readElement(bytes, pos);
  if (!header || header.size === null) return null;
  pos = header.dataStart + header.size;
  const segment = readElement(bytes, pos);
  if (!segment || segment.id !== ID.segment) return null;
  const end = segment.size === null ? bytes.length : Math.min(bytes.length, segment.dataStart + segment.size);
  let scale = 1_000_000;
  let declared: number | null = null;
  let latest: number | null = null;
  pos = segment.dataStart;
  while (pos < end) {
    const element = readElement(bytes, pos);
    if (!element) break;
    if (element.id === ID.cluster) {
      const clusterEnd = element.size === null ? end : Math.min(end, element.dataStart + element.size);
      const scanned = scanCluster(bytes, element.dataStart, clusterEnd);
      if (scanned.latest !== null) latest = Math.max(latest ?? -Infinity, scanned.latest);
      pos = element.size === null ? scanned.next : clusterEnd;
      if (pos <= element.dataStart && element.size === null) break;
      continue;
    }
    if (element.size === null) break;
    if (element.id === ID.info) {
      let inner = element.dataStart;
      const infoEnd = element.dataStart + element.size;
      while (inner < infoEnd) {
        const child = readElement(bytes, inner);
        if (!child || child.size === null) break;
        if (child.id === ID.timecodeScale) scale = readUint(bytes, child.dataStart, child.size) || scale;
        if (child.id === ID.duration) declared = readFloat(bytes, child.dataStart, child.size);
        inner = child.dataStart + child.size;
      }
    }
    pos = element.dataStart + element.size;
  }
  if (declared !== null && Number.isFinite(declared) && declared > 0) return (declared * scale) / 1e9;
  return latest === null ? null : (Math.max(0, latest) * scale) / 1e9;
}

// ---------------------------------------------------------------- Ogg, WAV, MP4

function oggDurationSeconds(bytes: Uint8Array): number | null {
  const head = ascii(bytes, 0, Math.min(bytes.length, 200));
  let rate: number | null = null;
  if (head.includes('OpusHead')) rate = 48_000;
  const vorbis = head.indexOf('\u0001vorbis');
  if (vorbis >= 0 && vorbis + 16 <= bytes.length) rate = new DataView(bytes.buffer, bytes.byteOffset + vorbis + 12, 4).getUint32(0, true);
  if (!rate) return null;
  for (let pos = bytes.length - 27; pos >= 0; pos -= 1) {
    if (bytes[pos] === 0x4f && ascii(bytes, pos, 4) === 'OggS') {
      const granule = new DataView(bytes.buffer, bytes.byteOffset + pos + 6, 8).getBigInt64(0, true);
      return granule > 0n ? Number(granule) / rate : null;
    }
  }
  return null;
}

function wavDurationSeconds(bytes: Uint8Array): number | null {
  if (bytes.length < 44) return null;
  const byteRate = new DataView(bytes.buffer, bytes.byteOffset + 28, 4).getUint32(0, true);
  return byteRate > 0 ? (bytes.length - 44) / byteRate : null;
}

function mp4DurationSeconds(bytes: Uint8Array): number | null {
  for (let pos = 4; pos + 24 < bytes.length; pos += 1) {
    if (bytes[pos] !== 0x6d || ascii(bytes, pos, 4) !== 'mvhd') continue;
    const view = new DataView(bytes.buffer, bytes.byteOffset + pos + 4);
    const version = view.getUint8(0);
    const timescale = version === 1 ? view.getUint32(20) : view.getUint32(12);
    const duration = version === 1 ? Number(view.getBigUint64(24)) : view.getUint32(16);
    return timescale > 0 && duration > 0 && duration !== 0xffffffff ? duration / timescale : null;
  }
  return null;
}

export function audioDuration(bytes: Uint8Array, format: AudioFormat): AudioDuration {
  let seconds: number | null = null;
  try {
    if (format.container === 'webm') seconds = webmDurationSeconds(bytes);
    else if (format.container === 'ogg') seconds = oggDurationSeconds(bytes);
    else if (format.container === 'wav') seconds = wavDurationSeconds(bytes);
    else if (format.container === 'mp4') seconds = mp4DurationSeconds(bytes);
  } catch {
    seconds = null;
  }
  if (seconds !== null && Number.isFinite(seconds)) return { seconds, from: 'container' };
  return { seconds: (bytes.length * 8) / ASSUMED_BITS_PER_SECOND, from: 'estimate' };
}
