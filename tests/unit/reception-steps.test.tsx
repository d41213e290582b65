// @vitest-environment jsdom
// Add client steps 2 and 3 (000 §2.8, §2.9): without a client kept from step 1 they send the
// person back; step 3 shows the staff flow's own three-step indicator (not the intake's
// four), the "already registered" notice for a known client, and 'ثبت اطلاعات' queues the
// finalize, says so and lets the kept client go.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createClient } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { AddClientStep2, AddClientStep3 } from '../../src/features/clients/add-client-documents';
import { clearRegistration, keepRegistration, readRegistration } from '../../src/state/registration-draft';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';

beforeEach(() => clearRegistration());

describe('registration steps 2 and 3', { timeout: 30_000 }, () => {
  test('no client kept from step 1: back to step 1', async () => {
    await freshStore();
    const onMissing = vi.fn();
    await renderInRouter(() => (
      <AddClientStep2 title="مدارک" crumbs={[]} onMissing={onMissing} onNext={() => {}} onPrevious={() => {}} documents={() => null} />
    ));
    await waitFor(() => expect(onMissing).toHaveBeenCalled());
    const onMissing3 = vi.fn();
    await renderInRouter(() => (
      <AddClientStep3 title="مدارک شخصی" crumbs={[]} onMissing={onMissing3} onPrevious={() => {}} onDone={() => {}} documents={() => null} />
    ));
    await waitFor(() => expect(onMissing3).toHaveBeenCalled());
  });

  test('step 3: the same three-step indicator as step 2, the notice for a known client, the final submit', async () => {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(1));
    keepRegistration({ clientLocalId: localId, existing: true });
    const onDone = vi.fn();
    await renderInRouter(() => (
      <AddClientStep3 title="مدارک شخصی" crumbs={[]} onMissing={() => {}} onPrevious={() => {}} onDone={onDone}
        documents={(id) => <p>{`documents of ${id}`}</p>} />
    ));
    expect(await screen.findByText(`documents of ${localId}`)).toBeTruthy();
    expect(screen.getByText(receptionText.alreadyRegistered)).toBeTruthy();
    // One indicator for the staff flow: its three steps, the third current; never the intake's four.
    const steps = screen.getAllByText((_, node) => node?.classList.contains('pl-step__label') ?? false);
    expect(steps.map((step) => step.textContent?.replace(/[۰-۹]/g, ''))).toEqual([...receptionText.registrationSteps]);
    expect(screen.queryByText(appText.intakeStepper[0])).toBeNull();
    expect(screen.getByText(receptionText.registrationSteps[2]).closest('li')?.getAttribute('aria-current')).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: receptionText.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toastMessages()).toContain(messages.clientFinalized);
    expect(readRegistration()).toBeNull();
    expect((await db.clients.get(localId))!.submitted).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['client.create', 'client.submit']);
  });
});
