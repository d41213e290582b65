// The public landing (000 §2.1): a greeting to the visitor, the way into the intake, and staff
// entry, as real links.
import { appText, landingIntakePath } from '../../domain/stations';
import { PlainLink } from '../../ui/plain/plain-link';
import { PublicLayout } from './public-layout';

export function LandingPage() {
  return (
    <PublicLayout>
      <div className="pl-stack pl-stack--3 pl-center">
        <h1 className="pl-title">{appText.landingGreeting}</h1>
        <p className="pl-text">{appText.landingInvite}</p>
        <PlainLink href={landingIntakePath} className="pl-button pl-button--contained pl-button--large">{appText.landingEnterData}</PlainLink>
        <PlainLink href="/adminlanding" className="pl-button pl-button--outlined">{appText.landingAdmin}</PlainLink>
      </div>
    </PublicLayout>
  );
}
