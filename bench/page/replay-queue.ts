// What a replay run starts from and how it is watched: a tablet's queue of intakes (a client,
// its screening test, its photos), a transport that times and counts its HTTP requests, and the
// one 330 KB photo every queued document carries.
import { createTransport, type Transport } from '../../src/api/outbox-transport';
import { addDocument, createClient, saveRecord, type ClinicDb, type PhotoBytes } from '../../src/db/index';
import { compressPhoto } from '../../src/ui/compress-photo';
import { screeningAnswers } from '../../tests/sync/fixtures';
import { cameraJpeg } from './camera-jpeg';
import { clientFields, nationalCodeOf } from './fixtures';

export interface IntakeShape {
  /** A screening test per intake (testType 2). */
  test: boolean;
  /** Identity photos per intake. */
  photos: number;
}

/** Queues `count` intakes in seq order as a person would make them; returns the photo bytes queued. */
export async function queueIntakes(db: ClinicDb, count: number, codePrefix: number, shape: IntakeShape): Promise<number> {
  const photo = shape.photos > 0 ? await benchPhoto() : undefined;
  let photoBytes = 0;
  for (let n = 0; n < count; n++) {
    const client = await createClient(db, clientFields(nationalCodeOf(codePrefix, n), n));
    if (shape.test) await saveRecord(db, 'screeningTest', client, screeningAnswers(n % 2 === 0), 2);
    for (let p = 0; p < shape.photos; p++) {
      await addDocument(db, client, 'identity', 1 + p, photo!);
      photoBytes += photo!.bytes.byteLength;
    }
  }
  return photoBytes;
}

export interface HttpWatch {
  transport: Transport;
  /** Time spent waiting on HTTP answers, summed over calls (parallel uploads overlap). */
  httpMs: number;
  requests: number;
}

/** The product's transport, each request timed and counted. */
export function watchedTransport(apiUrl: string, token: string): HttpWatch {
  const inner = createTransport({ baseUrl: apiUrl, getToken: () => token });
  const watch: HttpWatch = {
    httpMs: 0,
    requests: 0,
    transport: {
      send: (call) => timedHttp(() => inner.send(call)),
      sendBatch: (calls) => timedHttp(() => inner.sendBatch!(calls)),
    },
  };
  async function timedHttp<T>(work: () => Promise<T>): Promise<T> {
    const at = performance.now();
    watch.requests += 1;
    try {
      return await work();
    } finally {
      watch.httpMs += performance.now() - at;
    }
  }
  return watch;
}

let photo: Promise<PhotoBytes> | undefined;

/** A 12 MP camera JPEG through the product's compression: ≈ 330 KB at 1600 px, made once per page. */
function benchPhoto(): Promise<PhotoBytes> {
  photo ??= cameraJpeg().then((jpeg) => compressPhoto(new File([jpeg], 'camera.jpg', { type: 'image/jpeg' })));
  return photo;
}
