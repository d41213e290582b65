// The bench page: exposes the in-browser measures to playwright as window.bench.
import { benchIntake } from './intake';
import { benchLookup } from './lookup';
import { benchPhoto } from './photo';
import { benchPull } from './pull';
import { replayPeer, replayProduct } from './replay';
import { replayFloor } from './replay-floor';
import { benchSealing } from './sealing';
import { benchSearch } from './search';
import { newDataKey, unlockWith } from '../../src/db/index';

const bench = { benchIntake, benchLookup, benchSearch, benchPull, benchPhoto, benchSealing, replayProduct, replayPeer, replayFloor };

declare global {
  interface Window {
    bench: typeof bench;
  }
}

// The app seals patient data at rest: every measure runs on a tablet someone unlocked.
unlockWith(newDataKey());
window.bench = bench;
document.title = 'bench ready';
