import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isUuid } from '../core/ids.ts';

/**
 * Where object bytes live. Files are named by the object's id (a uuid from
 * storage.objects), never by its user-chosen key, so no key can reach outside
 * the folder; a move or rename changes the row only.
 */
export interface BlobStore {
  put(id: string, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(id: string): Promise<void>;
}

function checkedId(id: string): string {
  if (!isUuid(id)) throw new Error(`not an object id: ${id}`);
  return id.toLowerCase();
}

export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Uint8Array<ArrayBuffer>>();

  async put(id: string, bytes: Uint8Array) {
    // A private copy: the caller's buffer may be reused.
    this.blobs.set(checkedId(id), new Uint8Array(bytes));
  }

  async get(id: string) {
    return this.blobs.get(checkedId(id)) ?? null;
  }

  async delete(id: string) {
    this.blobs.delete(checkedId(id));
  }
}

export class DiskBlobStore implements BlobStore {
  constructor(private readonly dir: string) {
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  }

  private path(id: string) {
    const safe = checkedId(id);
    // Two-character fan-out keeps any one folder small.
    return join(this.dir, safe.slice(0, 2), safe);
  }

  async put(id: string, bytes: Uint8Array) {
    const target = this.path(id);
    mkdirSync(join(target, '..'), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(id: string) {
    try {
      return new Uint8Array(await readFile(this.path(id)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(id: string) {
    await rm(this.path(id), { force: true });
  }
}
