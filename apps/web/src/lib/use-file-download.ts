import { useState } from 'react';
import { userMessage } from './api-client.ts';
import { saveFile } from './save-file.ts';

type FetchedFile = { blob: Blob; fileName: string };

/**
 * Downloads the person asks for, fetched with their token and saved as files: `busy` is the one in
 * flight (null when none), `error` why the last one failed, in the words of `failure` unless the
 * server said more.
 */
export function useFileDownload<K extends string | boolean = true>() {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(key: K, fetchFile: () => Promise<FetchedFile>, failure: string) {
    setBusy(key);
    setError(null);
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName);
    } catch (err) {
      setError(userMessage(err, failure));
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, download };
}
