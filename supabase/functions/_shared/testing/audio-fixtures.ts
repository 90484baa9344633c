/**
 * Synthetic recordings for tests: WebM laid out the way a browser's
 * MediaRecorder writes it (segment and clusters of unknown size, no
 * Duration unless asked for), and a plain WAV. The audio frames are filler:
 * only the container matters to the duration checks. Web-standard code, so
 * browser tests can use it as well.
 */

function idBytes(id: number): number[] {
  const bytes: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value % 256);
  return bytes;
}

/** EBML variable-size integer, in the fewest bytes; null writes the 8-byte "unknown size". */
function sizeBytes(size: number | null): number[] {
  if (size === null) return [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  for (let length = 1; length <= 8; length += 1) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes: number[] = [];
      let value = size;
      for (let index = 0; index < length; index += 1) {
        bytes.unshift(value % 256);
        value = Math.floor(value / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new Error(`size ${size} too large`);
}

type Bytes = Uint8Array;

function concat(parts: readonly Bytes[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const element = (id: number, payload: Bytes, unknownSize = false): Bytes =>
  concat([new Uint8Array(idBytes(id)), new Uint8Array(sizeBytes(unknownSize ? null : payload.length)), payload]);
const uint = (id: number, value: number) => element(id, new Uint8Array(value === 0 ? [0] : idBytes(value)));
const text = (id: number, value: string) => element(id, new TextEncoder().encode(value));
function float64(id: number, value: number) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return element(id, new Uint8Array(view.buffer));
}

export interface WebmOptions {
  seconds: number;
  /** Write Info/Duration (in ms), as a file-based muxer does. */
  duration?: number;
  /** Clusters with their sizes written, instead of "unknown" as in a live recording. */
  knownSizes?: boolean;
  frameMs?: number;
  clusterMs?: number;
  /** Bytes per audio frame (80 ≈ 32 kbit/s of 20 ms Opus frames). */
  frameBytes?: number;
}

export function makeWebm(options: WebmOptions): Uint8Array {
  const frameMs = options.frameMs ?? 20;
  const clusterMs = options.clusterMs ?? 5000;
  const frameBytes = options.frameBytes ?? 80;
  const header = element(
    0x1a45dfa3,
    concat([uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), text(0x4282, 'webm'), uint(0x4287, 4), uint(0x4285, 2)]),
  );
  const info = element(
    0x1549a966,
    concat([
      uint(0x2ad7b1, 1_000_000),
      text(0x4d80, 'fixture'),
      text(0x5741, 'fixture'),
      ...(options.duration === undefined ? [] : [float64(0x4489, options.duration)]),
    ]),
  );
  const tracks = element(0x1654ae6b, element(0xae, concat([uint(0xd7, 1), uint(0x83, 2), text(0x86, 'A_OPUS')])));
  const clusters: Bytes[] = [];
  const totalMs = Math.round(options.seconds * 1000);
  for (let start = 0; start < totalMs; start += clusterMs) {
    const payload: Bytes[] = [uint(0xe7, start)];
    for (let at = start; at < Math.min(start + clusterMs, totalMs); at += frameMs) {
      const relative = at - start;
      const block = new Uint8Array(4 + frameBytes).fill(0xfc);
      block.set([0x81, (relative >> 8) & 0xff, relative & 0xff, 0x80]);
      payload.push(element(0xa3, block));
    }
    clusters.push(element(0x1f43b675, concat(payload), !options.knownSizes));
  }
  return concat([header, element(0x18538067, concat([info, tracks, ...clusters]), true)]);
}

/** 16 kHz, 16-bit mono PCM of silence. */
export function makeWav(seconds: number): Uint8Array {
  const rate = 16_000;
  const dataBytes = Math.round(seconds * rate) * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let index = 0; index < bytes.length; index += step) binary += String.fromCharCode(...bytes.subarray(index, index + step));
  return btoa(binary);
}
