// The bench page: exposes the in-browser measures to playwright as window.bench.
import { benchIntake } from './intake';
import { benchLookup } from './lookup';
import { benchPhoto } from './photo';
import { benchPull } from './pull';
import { replayPeer, replayProduct } from './replay';
import { benchSealing } from './sealing';

const bench = { benchIntake, benchLookup, benchPull, benchPhoto, benchSealing, replayProduct, replayPeer };

declare global {
  interface Window {
    bench: typeof bench;
  }
}

window.bench = bench;
document.title = 'bench ready';
