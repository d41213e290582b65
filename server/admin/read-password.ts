// The new password for `npm run admin -- set-password`: typed at the terminal without echo (twice),
// or the first line of stdin when it is not a terminal (scripts). Never argv or the environment,
// which other accounts on the machine can read (ps, /proc/PID/environ) and shells keep in history.
import { accountServerText } from '../../src/domain/account-server-text';
import { messages } from '../../src/domain/messages';
import { PasswordRefused } from './set-user-password';

async function firstLineOf(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes('\n') || text.length > 10_000) break;
  }
  return (text.split('\n')[0] ?? '').replace(/\r$/, '');
}

/** One line from the terminal in raw mode, echoing nothing; Ctrl-C or Ctrl-D cancels. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(text));
        if (char === '\u0003' || char === '\u0004') return finish(() => reject(new PasswordRefused(accountServerText.cancelled)));
        if (char === '\u007f' || char === '\b') text = [...text].slice(0, -1).join('');
        else text += char;
      }
    };
    stdin.setEncoding('utf8');
    // Raw (no echo) before the prompt shows: what is typed after it must never be echoed.
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
    process.stderr.write(prompt);
  });
}

export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOf(process.stdin);
  const password = await askHidden(accountServerText.askPassword);
  if (password !== (await askHidden(accountServerText.askPasswordAgain))) throw new PasswordRefused(messages.passwordMismatch);
  return password;
}
