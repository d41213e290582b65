// The lines of a confirmation that name its item ("کد ملی: ۰۴۹۹…"), in plain markup for the MUI
// and the plain dialog alike; each value keeps its own direction (a user name, a file name).
import { OwnDirectionText } from './own-direction-text';

export type ConfirmSubjectLine = readonly [label: string, value: string];

export function ConfirmSubject({ id, lines }: { id: string; lines: readonly ConfirmSubjectLine[] }) {
  return (
    <dl id={id} data-confirm-subject="" style={{ margin: '12px 0 0', fontWeight: 700 }}>
      {lines.map(([label, value]) => (
        <div key={label} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          <dt>{`${label}:`}</dt>
          {/* A value without spaces (a file name of 36 characters) breaks anywhere rather than run out of a phone's dialog. */}
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}><OwnDirectionText>{value}</OwnDirectionText></dd>
        </div>
      ))}
    </dl>
  );
}
