// A patient's timeline (issue 36 §3) in a real Chromium at https://clinic.lan: a screening user
// opens a patient who has a consultation and two screening tests; the timeline shows the tests
// newest first with their Persian kind label, Jalali dates and who recorded them (the server's
// story), and no consultation. Offline, it keeps the tablet's rows and says what it cannot show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { formatJalali } from '../../src/domain/jalali';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { timelineKindLabels, timelineText } from '../../src/domain/timeline-text';
import { clientBody } from '../server/fixtures';
import type { TestServer } from '../server/harness';
import { httpsGet } from '../server/tls-client';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;
let origin: string;

e2eForFile({ clinicLan: true }, (e2e) => {
  ({ server, browser } = e2e);
  origin = `https://clinic.lan:${new URL(server.httpsUrl!).port}`;
});

const screeningForm = (performedAt: string) =>
  ({ testType: 2, ...Object.fromEntries(screeningQuestions.map((q) => [q, false])), needFollowup: false, adminOpinion: null, performedAt });

/** A call to /api/v1 over the clinic's HTTPS, as a tablet trusting the clinic's authority makes it. */
async function api<T>(path: string, body: unknown, token?: string): Promise<{ status: number; result: T }> {
  const ca = readFileSync(join(server.dataDir, 'tls', 'ca.crt.pem'), 'utf8');
  const answer = await httpsGet(Number(new URL(origin).port), 'clinic.lan', `/api/v1/${path}`, ca, {
    method: 'POST', json: body, headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const parsed = JSON.parse(answer.body.toString('utf8')) as { result: T };
  return { status: answer.status, result: parsed.result };
}

const login = async (userName: string) => (await api<{ token: string }>('Account/login', { userName, password: 'demo1234' })).result.token;

async function posted(path: string, token: string, body: unknown): Promise<number> {
  const answer = await api<{ id: number }>(path, body, token);
  expect(answer.status, JSON.stringify(answer.result)).toBe(201);
  return answer.result.id;
}

describe('the timeline of a patient', () => {
  test('a screening user sees the screening tests newest first, with their label, and not the consultation that exists for her', async () => {
    const body = clientBody({ firstName: 'نرگس', lastName: 'صالحی', isScreening: true, isCoveredPatient: false, isNew: false });
    const clientId = await posted('Client', await login('research'), body);
    // The consultation is the newest of all: shown, it would stand first.
    await posted(`Consultation/${clientId}`, await login('consultation'), { consultType: 1, consultantName: 'دکتر رضایی', counselingText: 'جلسه اول', performedAt: '2025-09-01' });
    const screeningToken = await login('screening');
    await posted(`Screening/${clientId}`, screeningToken, screeningForm('2025-01-05'));
    await posted(`Screening/${clientId}`, screeningToken, screeningForm('2025-06-10'));
    const [user] = await server.sql.rows<{ first_name: string; last_name: string }>(sql`SELECT first_name, last_name FROM users WHERE lower(user_name) = 'screening'`);
    const author = `${user!.first_name} ${user!.last_name}`.trim();

    const { page, context } = browser;
    await signInAt(page, origin, '/login/screening', 'screening', 'demo1234');
    await page.goto(`${origin}/v2/screening/screeningManagment`);
    const row = page.getByRole('row', { name: new RegExp(`${body.firstName} ${body.lastName}`) });
    await row.first().waitFor({ timeout: 30_000 });
    await row.first().getByRole('link', { name: clinicalText.details }).click();

    const timeline = page.getByRole('region', { name: timelineText.title });
    const items = timeline.getByRole('listitem');
    // The server's story: each test names who recorded it (the tablet's pulled rows cannot).
    await expect.poll(async () => (await items.allTextContents()).filter((text) => text.includes(author)).length, { timeout: 30_000 }).toBe(2);
    const labels = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(labels).toEqual([timelineKindLabels.registration, timelineKindLabels.screeningTest, timelineKindLabels.screeningTest]);
    const texts = await items.allTextContents();
    expect(texts[1]).toContain(formatJalali('2025-06-10'));
    expect(texts[2]).toContain(formatJalali('2025-01-05'));
    expect(texts[1]).toContain(timelineText.station('screening'));
    const whole = await timeline.textContent();
    expect(whole).not.toContain(timelineKindLabels.consultation);
    expect(whole).not.toContain(formatJalali('2025-09-01'));
    expect(whole).not.toContain(timelineText.offlineNote);

    // Offline: the tablet's own rows, and a plain line saying what it cannot show.
    await context.setOffline(true);
    await timeline.getByText(timelineText.offlineNote).waitFor({ timeout: 15_000 });
    const offlineLabels = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(offlineLabels).toEqual([timelineKindLabels.registration, timelineKindLabels.screeningTest, timelineKindLabels.screeningTest]);
    expect(await timeline.textContent()).not.toContain(timelineKindLabels.consultation);
    await context.setOffline(false);
  });
});
