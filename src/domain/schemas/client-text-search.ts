// POST Client/search/text (issue 36 §1): a query as typed, a page of 6, and which list it searches.
import * as v from 'valibot';
import { clientSearchText } from '../client-search-text';
import { textSearchMaxLength } from '../search-terms';
import { messages } from '../messages';

export const clientTextSearchSchema = v.object({
  query: v.pipe(v.string(messages.invalidValue), v.maxLength(textSearchMaxLength, clientSearchText.queryTooLong)),
  page: v.pipe(v.number(messages.invalidValue), v.integer(messages.invalidValue), v.minValue(1, messages.invalidValue), v.maxValue(999_999_999, messages.invalidValue)),
  list: v.picklist(['all', 'covered', 'screening'], messages.invalidValue),
});
export type ClientTextSearch = v.InferOutput<typeof clientTextSearchSchema>;
