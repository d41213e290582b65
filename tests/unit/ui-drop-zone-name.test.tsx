// @vitest-environment jsdom
// axe's label-content-name-mismatch: the photo drop zone's accessible name contains the
// text it shows, 'فقط JPG و PNG' included.
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { documentText } from '../../src/domain/reception-text';
import { ImageUploader } from '../../src/ui/image-uploader';

test('the drop zone is named by everything it shows', () => {
  render(<ImageUploader file={null} onFile={() => {}} />);
  const zone = screen.getByRole('button', { name: `${documentText.dropHere} ${documentText.accepted}` });
  expect(zone.textContent).toContain(documentText.accepted);
  expect(zone.textContent).toContain(documentText.dropHere);
});
