// `npm run admin -- set-password` at a terminal (a real pty, util-linux's `script`): the password
// is typed twice and never echoed; two different entries change nothing.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountServerText } from '../../src/domain/account-server-text';
import { messages } from '../../src/domain/messages';
import { prepareTestDatabase } from '../server/harness';

/** Runs the command on a pseudo-terminal, typing each answer once its prompt has appeared. */
function atTerminal(dataDir: string, answers: string[]): Promise<{ code: number | null; screen: string }> {
  const command = `${resolve('node_modules/.bin/tsx')} ${resolve('server/admin/main.ts')} set-password helper`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  let typed = 0;
  // Both prompts end in this text: the n-th answer is typed once it showed n times. Not earlier:
  // until raw mode is on, the terminal itself would echo what is typed.
  const prompt = accountServerText.askPassword.trim();
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
    if (typed < answers.length && screen.split(prompt).length - 1 > typed) {
      child.stdin.write(`${answers[typed]}\r`);
      typed += 1;
    }
  });
  return new Promise((done) => child.once('close', (code) => done({ code, screen })));
}

describe('npm run admin -- set-password at a terminal', () => {
  it('asks twice without echo, and refuses two different entries', async () => {
    const database = await prepareTestDatabase(undefined, { pglite: true });
    try {
      const differ = await atTerminal(database.dataDir, ['typed-once-1', 'typed-once-2']);
      expect(differ.code).toBe(1);
      expect(differ.screen).toContain(messages.passwordMismatch);
      const same = await atTerminal(database.dataDir, ['typed-twice-1', 'typed-twice-1']);
      expect(same.screen).toContain(accountServerText.passwordSet('helper', 0));
      expect(same.code).toBe(0);
      for (const secret of ['typed-once', 'typed-twice']) {
        expect(differ.screen + same.screen, JSON.stringify(differ.screen + same.screen)).not.toContain(secret);
      }
    } finally {
      await database.drop();
    }
  });
});
