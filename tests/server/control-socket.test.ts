// The operator's control channel (server/control/socket.ts): a command reaches the running server
// on its DATA_DIR through a socket only the server's account may open; with no server it says so.
import { statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callControl, controlSocketPath } from '../../server/control/socket';
import { startServer } from '../../server/start';
import { prepareTestDatabase, startTestServer } from './harness';

describe('the control channel', () => {
  it('answers a command from the server on DATA_DIR, is the owner\'s alone, and is gone with the server', async () => {
    const server = await startTestServer();
    const path = controlSocketPath(server.dataDir);
    try {
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const answer = await callControl(server.dataDir, 'ping');
      expect(answer).toMatchObject({ reached: true, status: 200, result: { database: expect.any(String), version: expect.any(String) } });
      expect(await callControl(server.dataDir, 'no-such-command')).toMatchObject({ reached: true, status: 404 });
    } finally {
      await server.close();
    }
    expect(await callControl(server.dataDir, 'ping')).toEqual({ reached: false });
  });

  it('takes over a socket file a killed server left', async () => {
    const database = await prepareTestDatabase();
    // What a kill -9 leaves: the file, with nobody listening on it.
    writeFileSync(controlSocketPath(database.dataDir), '');
    expect(await callControl(database.dataDir, 'ping')).toEqual({ reached: false });
    const server = await startServer({ port: 0, dataDir: database.dataDir, databaseUrl: database.databaseUrl, quiet: true });
    try {
      expect(await callControl(database.dataDir, 'ping')).toMatchObject({ reached: true, status: 200 });
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
