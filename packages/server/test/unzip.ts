import { buffer } from 'node:stream/consumers';
import { type Entry, fromBufferPromise } from 'yauzl';

/** Every file of a zip archive by its path, read with an independent zip reader (yauzl). */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(archive, { lazyEntries: true });
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  const files = new Map<string, Buffer>();
  for (const entry of entries) files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  return files;
}
