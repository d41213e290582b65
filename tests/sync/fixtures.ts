// Bodies the server accepts, for sync tests.
export function screeningAnswers(yes = false): Record<string, unknown> {
  const names = [
    'hasBreastOrOvarianCancer', 'hasBreastPathology', 'hasBreastRadiography', 'hasBreastSwelling',
    'hasBreastChangeShape', 'hasBreastOrangePeelSkin', 'hasBreastRednessSkin', 'hasEczemaLikeSkin',
    'hasNippleChange', 'hasNippleDischarge', 'hasDuctDischarge', 'hasContinuousDischarge',
    'hasPhysicalExamDischarge', 'hasBloodDischarge',
  ];
  return { testType: 2, ...Object.fromEntries(names.map((n) => [n, yes])), needFollowup: null, adminOpinion: null };
}

/** A disease data body the server accepts (api-v1.md Helper/{clientId}/diseaseData). */
export function diseaseDataBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fileNumber: '12', introducingCenterName: 'مرکز', helperName: 'مددکار', diseasePercentage: 0, yearOfAfflicted: '1400',
    fileStatus: 'فعال', institutes: ['موسسه'], insuranceState: true, supplementaryInsuranceState: false, metastasis: false,
    disease: 'سرطان', diseaseStage: '۲', job: 'خانه‌دار', houseNumber: '02112345678', familyPhoneNumber: '02112345678',
    pastMedical: [{ diseaseName: 'دیابت', yearOfAfflicted: '1395' }], supportiveStatus: 1, smoke: false, ...overrides,
  };
}
