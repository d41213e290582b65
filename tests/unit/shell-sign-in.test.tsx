// @vitest-environment jsdom
// A sign-in page's static shell carries the form, so a person types at the first paint of a cold
// start. When the app takes the page over, what the shell held goes on in the app's form: the two
// fields, the field being typed in with its caret, and a press of «ورود» (kept by
// public/shell-sign-in.js, which this test loads as the page does). Nothing typed is lost.
import { readFileSync } from 'node:fs';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { otherShells } from '../../src/app/public-shell';
import { PublicApp } from '../../src/app/public-app';
import { removeStaticShell } from '../../src/app/static-shell';
import { messages } from '../../src/domain/messages';
import { appText, loginPathOfArea } from '../../src/domain/stations';
import { clearSession } from '../../src/features/auth/session-store';

const shellScript = readFileSync('public/shell-sign-in.js', 'utf8');
beforeAll(() => {
  // The page's script, run once as the browser runs it: its listener is on the document.
  new Function(shellScript)();
});

function drawShell(path: string) {
  window.history.replaceState(null, '', path);
  const shell = document.createElement('div');
  shell.id = 'shell';
  shell.innerHTML = otherShells().find((s) => s.path === path)!.markup;
  document.body.append(shell);
  return {
    field: (id: string) => shell.querySelector<HTMLInputElement>(`#${id}`)!,
    form: shell.querySelector('form')!,
  };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

beforeEach(() => clearSession());
afterEach(() => document.getElementById('shell')?.remove());

describe('the sign-in form of the static shell', () => {
  test('what was typed there, and where, goes on in the app\'s form', async () => {
    const shell = drawShell(loginPathOfArea.reception);
    shell.field('sign-in-user').value = ' reception ';
    const password = shell.field('sign-in-password');
    password.value = 'demo12';
    password.focus();
    password.setSelectionRange(3, 3);
    await act(async () => void render(<PublicApp leave={vi.fn()} />));

    expect(document.getElementById('shell')).toBeNull(); // one form on the page, the app's
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(field(appText.userName).value).toBe('reception'); // trimmed, as the app's field trims
    expect(field(appText.password).value).toBe('demo12');
    expect(document.activeElement).toBe(field(appText.password));
    expect(field(appText.password).selectionStart).toBe(3);
  });

  test('a press of «ورود» there, before the app came, is the app\'s press: both empty is refused with the seeds\' message', async () => {
    const shell = drawShell(loginPathOfArea.screening);
    const submitted = new Event('submit', { cancelable: true, bubbles: true });
    shell.form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true); // sent nowhere
    await act(async () => void render(<PublicApp leave={vi.fn()} />));
    expect(await screen.findByText(messages.loginBothEmpty)).toBeTruthy();
  });

  test('a press of «ورود» still held down as the app takes over counts: its release lands on the app\'s button, which no click reaches', async () => {
    const shell = drawShell(loginPathOfArea.consultation);
    shell.form.querySelector('button[type="submit"]')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await act(async () => void render(<PublicApp leave={vi.fn()} />));
    expect(await screen.findByText(messages.loginBothEmpty)).toBeTruthy();
  });

  test("a press let go of is no press: the password's eye, or «ورود» released before the app came (its submit counted already)", async () => {
    const shell = drawShell(loginPathOfArea.reception);
    const eye = shell.form.querySelector('button[type="button"]')!;
    eye.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const submit = shell.form.querySelector('button[type="submit"]')!;
    submit.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    submit.dispatchEvent(new Event('pointerup', { bubbles: true }));
    await act(async () => void render(<PublicApp leave={vi.fn()} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(messages.loginBothEmpty)).toBeNull();
  });

  test('nothing outlives the shell: a form drawn after it left (a signed-in start that went home, then a sign-out) starts empty and sends nothing', async () => {
    const shell = drawShell(loginPathOfArea.helper);
    shell.field('sign-in-user').value = 'helper';
    shell.field('sign-in-password').value = 'secret';
    shell.form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    removeStaticShell(); // the router app's first render
    window.history.replaceState(null, '', loginPathOfArea.research);
    await act(async () => void render(<PublicApp leave={vi.fn()} />));
    expect(field(appText.userName).value).toBe('');
    expect(field(appText.password).value).toBe('');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull(); // no sign-in was tried (both empty would say so)
  });
});
