// The step indicators of the intake (000 §2.9, §2.2: national code check, basic info, documents,
// personal info) and of the staff registration (000 §2.7: basic info, documents, personal
// documents); the steps before the current one show as completed. Plain markup in MUI's Stepper
// look and list (alternativeLabel, numbered icons): the intake's first step loads no MUI, and the
// staff registration does not load MUI's stepper for three labels.
import { toPersianDigits } from '../domain/digits';
import { appText } from '../domain/stations';
import { iconPaths } from './plain/icon-paths';

function StepIcon({ index, done }: { index: number; done: boolean }) {
  return (
    <svg className="pl-step__icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      {done ? <path d={iconPaths.checkCircle[0]} /> : (
        <>
          <circle cx="12" cy="12" r="12" />
          <text x="12" y="12" textAnchor="middle" dominantBaseline="central">{toPersianDigits(index + 1)}</text>
        </>
      )}
    </svg>
  );
}

export function StepIndicator({ labels, active }: { labels: readonly string[]; active: number }) {
  return (
    <ol className="pl-stepper">
      {labels.map((label, index) => (
        <li key={label} className={['pl-step', index === active && 'pl-step--active', index < active && 'pl-step--done'].filter(Boolean).join(' ')}
          aria-current={index === active ? 'step' : undefined}>
          {index > 0 && <span className="pl-step__line" />}
          <span className="pl-step__label">
            <StepIcon index={index} done={index < active} />
            <span className="pl-step__text">{label}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function IntakeStepper({ active }: { active: 0 | 1 | 2 | 3 }) {
  return <StepIndicator labels={appText.intakeStepper} active={active} />;
}
