// @vitest-environment jsdom
// Any 401 clears the token and session and goes to '/' (000 §4, §8); a 401 with nobody signed in
// (a failed login) changes nothing; logout clears both keys even when the server cannot be reached.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { configureApi, request } from '../../src/api/client';
import { router } from '../../src/app/router';
import { setupApi } from '../../src/app/setup-api';
import { getSession, storeSession } from '../../src/features/auth/session-store';
import { signOut } from '../../src/features/auth/sign-out';

let server: Server;
let base: string;
let logoutAuthorization: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('Account/logout')) logoutAuthorization = req.headers.authorization;
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 401, message: '', result: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  setupApi();
  configureApi({ baseUrl: base });
  await router.navigate({ href: '/login/reception' });
});

const signIn = () => storeSession({ hasAuth: true, fullName: 'x', userId: 3, expiresIn: 60, role: 'Reception' }, 'tok-401');

test('a 401 clears both keys and goes to the root', async () => {
  signIn();
  await router.navigate({ href: '/v2/reception/clientManagment' });
  expect(router.state.location.pathname).toBe('/v2/reception/clientManagment');
  await expect(request('Client/1')).rejects.toMatchObject({ reason: 'unauthorized' });
  expect(getSession()).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('auth')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(router.state.location.pathname).toBe('/');
});

test('a 401 with nobody signed in (a failed login) stays on the page', async () => {
  await expect(request('Account/login', { method: 'post', json: {}, anonymous: true })).rejects.toMatchObject({ reason: 'unauthorized' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(router.state.location.pathname).toBe('/login/reception');
});

test('logout sends the token and clears both keys even when the server refuses', async () => {
  signIn();
  await signOut();
  expect(logoutAuthorization).toBe('Bearer tok-401');
  expect(getSession()).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
});

test('logout clears both keys when the server cannot be reached', async () => {
  signIn();
  configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1/' });
  await signOut();
  expect(getSession()).toBeNull();
  expect(localStorage.getItem('auth')).toBeNull();
});
