// @vitest-environment jsdom
// The login rules of 000 §5, found by their Persian labels, against a small HTTP server on
// loopback that records what the form sent (and keeps the tablet's data key as the real one
// does: the first key offered).
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { appText } from '../../src/domain/stations';
import { LoginForm } from '../../src/features/auth/login-form';
import { clearSession, getSession, getToken, onSignedIn } from '../../src/features/auth/session-store';

interface Call {
  url: string;
  body: { userName: string; password: string };
}
let server: Server;
let calls: Call[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      if (/device\/key/i.test(req.url ?? '')) {
        const offer = JSON.parse(raw || '{}') as { deviceId?: string; key?: string };
        res.writeHead(req.method === 'POST' ? 200 : 404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(req.method === 'POST' ? { statusCode: 200, message: '', result: offer } : { statusCode: 404, message: '', result: null }));
        return;
      }
      const body = JSON.parse(raw || '{}') as Call['body'];
      calls.push({ url: req.url ?? '', body });
      const ok = body.userName === 'research' && body.password === 'demo1234';
      res.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok
        ? { statusCode: 200, message: '', result: { token: 'tok-r', fullName: 'مریم رضایی', userId: 7, expiresIn: 3600, role: 'Research' } }
        : { statusCode: 400, message: messages.wrongCredentials, result: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`, getToken, onUnauthorized: () => {} });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
  clearSession();
  localStorage.clear();
});

const fields = () => ({
  userName: screen.getByLabelText(appText.userName, { exact: true }),
  password: screen.getByLabelText(appText.password, { exact: true }),
  submit: screen.getByRole('button', { name: appText.login }),
});

describe('the login form', () => {
  test('both fields empty: the message, and nothing is sent', async () => {
    render(<LoginForm consultation={false} onSignedIn={() => {}} />);
    await userEvent.click(fields().submit);
    expect(await screen.findByText(messages.loginBothEmpty)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  test('values are trimmed as they are typed; one empty field is still sent', async () => {
    render(<LoginForm consultation={false} onSignedIn={() => {}} />);
    const { userName, submit } = fields();
    await userEvent.type(userName, '  nobody  ');
    expect((userName as HTMLInputElement).value).toBe('nobody');
    await userEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: '/api/v1/Account/login', body: { userName: 'nobody', password: '' } });
  });

  test("the server's message shows in red above the form", async () => {
    render(<LoginForm consultation={false} onSignedIn={() => {}} />);
    await userEvent.type(fields().userName, 'research');
    await userEvent.type(fields().password, 'wrong');
    await userEvent.click(fields().submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.wrongCredentials);
    expect(alert.compareDocumentPosition(fields().userName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  test('success keeps the token (never plain on disk) and the session under its key, with the role the server gave', async () => {
    const signedIn = vi.fn();
    const listener = vi.fn();
    const unsubscribe = onSignedIn(listener);
    render(<LoginForm consultation onSignedIn={signedIn} />);
    await userEvent.type(fields().userName, 'research');
    await userEvent.type(fields().password, 'demo1234');
    await userEvent.click(fields().submit);
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    unsubscribe();
    expect(calls[0]?.url).toBe('/api/v1/Account/login/consultation');
    // The token is the page's, in memory; on disk only sealed under the data key, once unlocked (session-token.ts).
    expect(getToken()).toBe('tok-r');
    expect(localStorage.getItem('token') ?? '').not.toContain('tok-r');
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toEqual({ hasAuth: true, fullName: 'مریم رضایی', userId: 7, expiresIn: 3600, role: 'Research' });
    expect(signedIn.mock.calls[0]?.[0]).toMatchObject({ role: 'Research' });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ role: 'Research' }), 'demo1234', 'research');
  });

  test('the password can be shown and hidden', async () => {
    render(<LoginForm consultation={false} onSignedIn={() => {}} />);
    const { password } = fields();
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: appText.showPassword }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: appText.hidePassword }));
    expect(password.getAttribute('type')).toBe('password');
  });

  test('the fields are empty whenever the page opens again', async () => {
    const first = render(<LoginForm consultation={false} onSignedIn={() => {}} />);
    await userEvent.type(fields().userName, 'someone');
    first.unmount();
    render(<LoginForm consultation={false} onSignedIn={() => {}} />);
    expect((fields().userName as HTMLInputElement).value).toBe('');
    expect((fields().password as HTMLInputElement).value).toBe('');
  });
});
