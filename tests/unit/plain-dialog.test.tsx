// @vitest-environment jsdom
// The plain modal (ui/plain/dialog.tsx) behaves as MUI's did for the intake's cancel question and
// the kiosk's way out: named by its question, the page behind hidden from screen readers while it
// is open, Escape and the backdrop close it, focus stays inside and goes back to the opener.
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { intakeText } from '../../src/domain/intake-text';
import { appText } from '../../src/domain/stations';
import { PlainConfirmDialog } from '../../src/ui/plain/plain-confirm-dialog';

function Page({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>{intakeText.cancel}</button>
      <PlainConfirmDialog open={open} text={intakeText.cancelQuestion} onConfirm={onConfirm} onClose={() => setOpen(false)} />
    </main>
  );
}

test('named by its question; the page behind is hidden; Escape closes and gives focus back', async () => {
  render(<Page onConfirm={() => {}} />);
  const opener = screen.getByRole('button', { name: intakeText.cancel });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: intakeText.cancelQuestion });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(screen.queryByRole('button', { name: intakeText.cancel })).toBeNull(); // behind, aria-hidden
  expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('Tab stays inside; the backdrop closes without confirming; confirm confirms', async () => {
  const onConfirm = vi.fn();
  render(<Page onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: intakeText.cancel }));
  const dialog = screen.getByRole('dialog');
  const [cancel, confirm] = within(dialog).getAllByRole('button');
  await userEvent.tab();
  expect(document.activeElement).toBe(cancel);
  await userEvent.tab();
  expect(document.activeElement).toBe(confirm);
  await userEvent.tab();
  expect(document.activeElement).toBe(cancel);
  fireEvent.click(dialog.parentElement!);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: intakeText.cancel }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: appText.confirm }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
