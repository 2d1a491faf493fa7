import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { createFileStorage, type FileStorage } from './file-storage.ts';

const stores: { name: string; make: () => Promise<{ storage: FileStorage; stop: () => Promise<void> }> }[] = [
  {
    name: 'a private folder',
    async make() {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
      const storage = createFileStorage(`file:${dir}`, '/nowhere');
      return { storage, stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3-compatible bucket (s3rver)',
    async make() {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: dir,
        configureBuckets: [{ name: 'receipts', configs: [] }],
      });
      const address = (await server.run()) as AddressInfo;
      const storage = createFileStorage(
        `s3://S3RVER:S3RVER@127.0.0.1:${address.port}/receipts?tls=false&region=us-east-1`,
        '/nowhere',
      );
      return {
        storage,
        stop: async () => {
          await server.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

for (const store of stores) {
  describe(`file storage in ${store.name}`, () => {
    let storage: FileStorage;
    let stop: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, stop } = await store.make());
    });
    afterAll(() => stop?.());

    it('keeps, returns and deletes a file by key; an unknown key is null', async () => {
      const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
      await storage.put('receipts/2026/7-abc123', bytes, 'application/pdf');
      expect((await storage.get('receipts/2026/7-abc123'))?.equals(bytes)).toBe(true);
      expect(await storage.get('receipts/2026/8-none')).toBeNull();
      await storage.delete('receipts/2026/7-abc123');
      expect(await storage.get('receipts/2026/7-abc123')).toBeNull();
    });

    it('refuses keys that could leave their folder', async () => {
      for (const key of ['../etc/passwd', 'receipts/../../x', '/abs', 'Receipts/UPPER', 'a//b']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/bad storage key/);
      }
    });
  });
}

describe('the folder is private', () => {
  it('files 0600 in folders 0700', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
    try {
      const storage = createFileStorage(`file:${dir}`, '/nowhere');
      await storage.put('receipts/2026/1-a', Buffer.from('x'), 'application/pdf');
      expect(statSync(path.join(dir, 'receipts/2026/1-a')).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dir, 'receipts/2026')).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
