// MUI's FormControlLabel with a Checkbox, in plain markup: a native checkbox (the control, named by
// its label) laid invisibly over MUI's box icon. autocomplete="off": the browser keeps no copy of
// its state in the saved session.
import type { ChangeEvent } from 'react';
import { Icon } from './icon';
import { iconPaths } from './icon-paths';

interface PlainCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function PlainCheckbox({ label, checked, onChange }: PlainCheckboxProps) {
  return (
    <label className="pl-check">
      <span className={checked ? 'pl-check__box pl-check__box--checked' : 'pl-check__box'}>
        <input type="checkbox" className="pl-check__input" checked={checked} onChange={onChange} autoComplete="off" />
        <Icon paths={checked ? iconPaths.checkBox : iconPaths.checkBoxBlank} />
      </span>
      <span>{label}</span>
    </label>
  );
}
