// A station's login page: its title and icon over the shared login form (000 §2.1, §5), in plain
// markup whose first part is the page's static shell (app/public-shell.ts).
import { lockText } from '../../domain/lock-text';
import { homePath, type Area } from '../../domain/roles';
import { appText, stationTitles } from '../../domain/stations';
import { useAppNavigate } from '../../ui/app-navigation';
import { LoginForm } from './login-form';
import { PublicLayout } from './public-layout';
import { StationIcon } from './station-icon';

export function LoginPage({ area }: { area: Area }) {
  const navigate = useAppNavigate();
  return (
    <PublicLayout>
      <div className="pl-stack pl-stack--3">
        <div className="pl-stack pl-stack--1 pl-stack--centred">
          <StationIcon area={area} size={48} />
          <h1 className="pl-title">{`${appText.loginTo} ${stationTitles[area]}`}</h1>
        </div>
        {/* key: a new form (empty fields) whenever another station's page opens. */}
        <LoginForm
          key={area}
          consultation={area === 'consultation'}
          onSignedIn={(session) => navigate(homePath(session.role), { replace: true })}
        />
        {/* Who can sign in here without a network, and why. */}
        <p className="pl-text pl-muted pl-login-note">{lockText.signInNote}</p>
      </div>
    </PublicLayout>
  );
}
