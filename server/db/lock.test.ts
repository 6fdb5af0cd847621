import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('data directory lock', () => {
  it('refuses a second process on the same DATA_DIR with a clear message, and takes over a stale lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const dataDir = path.join(dir, 'data');
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'data.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(/in use by another API process \(pid \d+\)/);
    } finally {
      other.kill();
    }
    await new Promise((r) => other.once('exit', r));
    const release = acquireDataDirLock(dataDir); // the owner died: its lock is stale
    expect(fs.readFileSync(path.join(dir, 'data.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'data.lock'))).toBe(false);
  });
});
