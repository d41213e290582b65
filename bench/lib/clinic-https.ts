// The app at https://clinic.lan as a tablet on the clinic's Wi-Fi reaches it: a second bench
// server serving the same build over HTTPS (its plain port only redirects, so the http measures
// keep their own server), the name mapped to loopback as the clinic's DNS would, and the clinic
// authority trusted in an NSS database under a HOME of its own: never a flag that ignores
// certificate errors.
import { clinicLanOnLoopback, homeTrusting } from '../../tests/e2e/trusted-ca';
import { startChildServer } from './server';

/** What a browser needs to be that tablet: its environment (HOME) and flags (the resolver rule). */
export interface ClinicBrowsing {
  origin: string;
  env: Record<string, string>;
  args: string[];
}

export async function startClinicHttps(staticDir: string): Promise<ClinicBrowsing & { stop(): Promise<void> }> {
  const server = await startChildServer({ staticDir, https: true });
  try {
    const trust = homeTrusting(server.caFile!);
    return {
      origin: `https://clinic.lan:${new URL(server.httpsUrl!).port}`,
      env: { HOME: trust.home },
      args: [clinicLanOnLoopback],
      async stop() {
        await server.stop();
        trust.remove();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
