// The pages the router-free public app draws (app/public-app.tsx): the landing, the station
// chooser and the six sign-in pages, matched like the routes (case-insensitive, trailing slash).
import { areas, type Area } from '../domain/roles';
import { loginPathOfArea } from '../domain/stations';

export type PublicPage = { kind: 'landing' } | { kind: 'chooser' } | { kind: 'login'; area: Area };

export function publicPageOf(pathname: string): PublicPage | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/') return { kind: 'landing' };
  if (path === '/adminlanding') return { kind: 'chooser' };
  const area = areas.find((a) => loginPathOfArea[a].toLowerCase() === path);
  return area ? { kind: 'login', area } : undefined;
}
