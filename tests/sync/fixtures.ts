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
