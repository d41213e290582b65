// /adminlanding (000 §2.1): tiles for four stations, links for consultation and super admin; each
// a real link to the station's login page, so it can open in a new tab.
import { appText, chooserLinks, chooserTiles, loginPathOfArea, stationTitles } from '../../domain/stations';
import { Icon } from '../../ui/plain/icon';
import { stationIconPaths } from '../../ui/plain/icon-paths';
import { PlainLink } from '../../ui/plain/plain-link';
import { PublicLayout } from './public-layout';
import { StationIcon } from './station-icon';

export function StationChooser() {
  return (
    <PublicLayout wide>
      <h1 className="pl-title pl-center pl-chooser-title">{appText.chooserTitle}</h1>
      <div className="pl-row">
        {chooserTiles.map((area) => (
          <div key={area} className="pl-tile-box pl-paper-outlined">
            <PlainLink href={loginPathOfArea[area]} className="pl-tile">
              <StationIcon area={area} size={40} />
              <span className="pl-tile__name">{stationTitles[area]}</span>
            </PlainLink>
          </div>
        ))}
      </div>
      <div className="pl-row pl-chooser-links">
        {chooserLinks.map((area) => (
          <PlainLink key={area} href={loginPathOfArea[area]} className="pl-button">
            <span className="pl-button__icon"><Icon paths={stationIconPaths[area]} /></span>
            {stationTitles[area]}
          </PlainLink>
        ))}
      </div>
    </PublicLayout>
  );
}
