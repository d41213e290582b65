// The `open` search param of a station's patient page: the record a timeline entry opens over
// the page (its dialog), named as domain/timeline's openKeyOf names it. Anything else is dropped.
import { parseOpenKey } from '../../domain/timeline';

export const openRecordSearch = (search: Record<string, unknown>): { open?: string } =>
  (typeof search.open === 'string' && parseOpenKey(search.open) ? { open: search.open } : {});
