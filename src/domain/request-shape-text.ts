// The server's Persian refusal of a JSON body of the wrong kind: a list where a set of fields is
// declared, or the other way round (api-v1.md: a 400 names each bad field).
export const requestShapeText = {
  objectExpected: 'قالب اطلاعات فرستاده‌شده نادرست است: به جای فهرست، مجموعه‌ای از فیلدها لازم است',
  arrayExpected: 'قالب اطلاعات فرستاده‌شده نادرست است: به جای مجموعه‌ای از فیلدها، یک فهرست لازم است',
} as const;
