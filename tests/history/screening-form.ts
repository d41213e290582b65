// Screening at a history run's tablet: the breast health form for a client reception registered
// there, through the screens (the list's search box and its results, the client's page, the form).
import { clinicalText, screeningQuestionLabels } from '../../src/domain/clinical-text';
import { messages } from '../../src/domain/messages';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { openFromSearch, type Tablet } from './tablet';

export const screeningListPath = '/v2/screening/screeningManagment';

/** Resolves once the form says the test is saved (what the person takes as saved). */
export async function screeningFormOnScreens(tablet: Tablet, origin: string, lastName: string): Promise<void> {
  const { page } = tablet;
  await openFromSearch(page, `${origin}${screeningListPath}`, lastName, `${clinicalText.details} مریم ${lastName}`, '**/screeningManagment/detail/**');
  await page.getByRole('link', { name: new RegExp(clinicalText.breastHealthCard) }).click();
  for (const question of screeningQuestions) {
    await page.getByRole('radiogroup', { name: screeningQuestionLabels[question], exact: true }).getByLabel(messages.hasNot, { exact: true }).check();
  }
  await page.getByRole('button', { name: clinicalText.saveTest }).click();
  await page.getByText(messages.testSaved).waitFor();
}
