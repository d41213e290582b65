// @vitest-environment jsdom
// The helper forms (001 §3, §5): home visit, EORTC, risk test and disease data. Each refuses an
// incomplete form with 'لطفا به تمامی سوالات پاسخ دهید' and saves nothing; a full form writes one
// record + outbox entry with the seeds' field names, codes and types.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { clinicalText } from '../../src/domain/clinical-text';
import { visitHomeSuggestionLabels } from '../../src/domain/codes';
import { diseaseFieldLabels, eortcAnswerLabels, eortcQuestionLabels, exerciseStatusLabels, helperText, homeVisitFieldLabels, riskQuestionLabels } from '../../src/domain/helper-text';
import { messages } from '../../src/domain/messages';
import { eortcQuestions, riskQuestions } from '../../src/domain/schemas/clinical';
import { DiseaseDataForm } from '../../src/features/helper/disease-data-form';
import { EortcForm } from '../../src/features/helper/eortc-form';
import { HomeVisitForm } from '../../src/features/helper/home-visit-form';
import { RiskTestForm } from '../../src/features/helper/risk-test-form';
import { emptyDiseaseValues } from '../../src/features/helper/save-disease-data';
import { answer, pick, renderInRouter, saved, storeWithClient, toastMessages, type } from './clinical-harness';
import { useToastStore } from '../../src/ui/toast-store';

let onSaved = vi.fn();
beforeEach(() => {
  onSaved = vi.fn();
});
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const refused = async () => {
  await waitFor(() => expect(toastMessages()).toContain(messages.questionnaireIncomplete));
  expect(onSaved).not.toHaveBeenCalled();
};

describe('helper forms', { timeout: 60_000 }, () => {
  test('home visit: all five texts and a suggestion required; payload with numeric suggestion codes', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <HomeVisitForm clientLocalId={clientLocalId} onSaved={onSaved} />);
    const texts = Object.values(homeVisitFieldLabels);
    texts.slice(0, 4).forEach((label, i) => type(label, `متن ${i}`));
    fireEvent.click(screen.getByLabelText(visitHomeSuggestionLabels[4]));
    submit(clinicalText.save);
    await refused();
    expect((await saved(db, 'helperTest')).rows).toHaveLength(0);
    type(texts[4]!, 'پیگیری شود');
    fireEvent.click(screen.getByLabelText(visitHomeSuggestionLabels[1]));
    submit(clinicalText.save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const { rows, entries } = await saved(db, 'helperTest');
    expect(rows[0]!.subtype).toBe(1);
    const p = entries[0]!.payload!;
    expect(p).toMatchObject({ economicStatus: 'متن 0', environmentalStatus: 'متن 1', physicalMentalStatus: 'متن 2', visitExplanation: 'متن 3', ceoOrder: 'پیگیری شود', visitHomeSuggestions: [1, 4] });
  });

  test('EORTC: 30 answers required; q1–q28 take 1–4 and q29–q30 1–7, saved as numbers', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <EortcForm clientLocalId={clientLocalId} onSaved={onSaved} />);
    const label = (i: number) => new RegExp(eortcQuestionLabels[i]!.replace(/[()?]/g, '.'));
    for (let i = 0; i < 28; i += 1) answer(label(i), eortcAnswerLabels[((i % 4) + 1) as 1 | 2 | 3 | 4]);
    answer(label(28), '۶');
    submit(clinicalText.saveTest);
    await refused();
    expect((await saved(db, 'helperTest')).rows).toHaveLength(0);
    answer(label(29), '۲');
    submit(clinicalText.saveTest);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(toastMessages()).toContain(messages.testSaved);
    const { rows, entries } = await saved(db, 'helperTest');
    expect(rows[0]!.subtype).toBe(2);
    const p = entries[0]!.payload!;
    eortcQuestions.slice(0, 28).forEach((q, i) => expect(p[q]).toBe((i % 4) + 1));
    expect(p.q29).toBe(6);
    expect(p.q30).toBe(2);
  });

  test('risk test: 12 factors required, booleans from دارد/ندارد', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <RiskTestForm clientLocalId={clientLocalId} onSaved={onSaved} />);
    riskQuestions.slice(1).forEach((q) => answer(riskQuestionLabels[q], messages.hasNot));
    submit(clinicalText.saveTest);
    await refused();
    expect((await saved(db, 'helperTest')).rows).toHaveLength(0);
    answer(riskQuestionLabels.breastCancerFamilyHistory, messages.has);
    answer(riskQuestionLabels.lateMenopause, messages.has);
    submit(clinicalText.saveTest);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const p = (await saved(db, 'helperTest')).entries[0]!.payload!;
    riskQuestions.forEach((q) => expect(p[q]).toBe(q === 'breastCancerFamilyHistory' || q === 'lateMenopause'));
  });

  test('disease data: every value required; lists need their fields; payload as the seeds name it', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <DiseaseDataForm clientLocalId={clientLocalId} initial={emptyDiseaseValues()} onSaved={onSaved} />);
    submit(clinicalText.save);
    await refused();
    const texts: [string, string][] = [
      [diseaseFieldLabels.fileNumber, 'پ-۱۲'], [diseaseFieldLabels.introducingCenterName, 'بیمارستان امام'],
      [diseaseFieldLabels.helperName, 'خانم کریمی'], [diseaseFieldLabels.yearOfAfflicted, '1401'],
      [diseaseFieldLabels.fileStatus, 'فعال'], [diseaseFieldLabels.disease, 'سرطان پستان'],
      [diseaseFieldLabels.diseaseStage, '2'], [diseaseFieldLabels.job, 'خانه دار'], [helperText.phone, '02133445566'],
    ];
    texts.forEach(([label, value]) => type(label, value));
    answer(diseaseFieldLabels.insuranceState, messages.has);
    answer(diseaseFieldLabels.supplementaryInsuranceState, messages.hasNot);
    answer(diseaseFieldLabels.metastasis, messages.hasNot);
    answer(diseaseFieldLabels.smoke, messages.hasNot);
    pick(diseaseFieldLabels.supportiveStatus, helperText.supportiveGood);
    useToastStore.setState({ toasts: [] }); // a form's next toast replaces its last: this press's own
    submit(clinicalText.save);
    await waitFor(() => expect(toastMessages()).toEqual([messages.questionnaireIncomplete]));
    expect((await saved(db, 'diseaseData')).rows).toHaveLength(0);
    pick(diseaseFieldLabels.ExerciseStatus, exerciseStatusLabels.low);
    // A past disease needs both name and year; a centre needs a name.
    const addButtons = () => screen.getAllByRole('button', { name: helperText.add });
    type(helperText.diseaseName, 'دیابت');
    expect((addButtons()[0] as HTMLButtonElement).disabled).toBe(true);
    type(helperText.pastYear, '1398');
    fireEvent.click(addButtons()[0]!);
    expect(screen.getByText('دیابت (۱۳۹۸)')).toBeTruthy();
    expect((addButtons()[1] as HTMLButtonElement).disabled).toBe(true);
    type(helperText.instituteName, 'محک');
    fireEvent.click(addButtons()[1]!);
    submit(clinicalText.save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const p = (await saved(db, 'diseaseData')).entries[0]!.payload!;
    expect(p).toMatchObject({
      fileNumber: 'پ-۱۲', introducingCenterName: 'بیمارستان امام', helperName: 'خانم کریمی', yearOfAfflicted: '1401',
      fileStatus: 'فعال', disease: 'سرطان پستان', diseaseStage: '2', job: 'خانه دار', diseasePercentage: 0,
      houseNumber: '02133445566', familyPhoneNumber: '02133445566', insuranceState: true, supplementaryInsuranceState: false,
      metastasis: false, smoke: false, supportiveStatus: 1, ExerciseStatus: 'low', hasExercise: true, institutes: ['محک'],
    });
    expect(p.pastMedical).toEqual([{ diseaseName: 'دیابت', yearOfAfflicted: '1398' }]);
  });
});
