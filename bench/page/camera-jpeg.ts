// A 12 MP camera-like JPEG made in the page (never downloaded): a lit gradient with soft blobs
// and sensor noise, so the encoder has camera-like detail to chew on (≈ 4–6 MB at quality 0.92).
export async function cameraJpeg(width = 4000, height = 3000): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const sky = ctx.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#d9c2a8');
  sky.addColorStop(0.5, '#8a6f5a');
  sky.addColorStop(1, '#2f3b4a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 60; i++) {
    const x = (i * 7919) % width;
    const y = (i * 104729) % height;
    const blob = ctx.createRadialGradient(x, y, 10, x, y, 150 + (i % 7) * 60);
    blob.addColorStop(0, `hsla(${(i * 37) % 360}, 55%, 60%, 0.8)`);
    blob.addColorStop(1, 'hsla(0, 0%, 0%, 0)');
    ctx.fillStyle = blob;
    ctx.fillRect(0, 0, width, height);
  }
  const image = ctx.getImageData(0, 0, width, height);
  const px = image.data;
  let seed = 12345;
  for (let i = 0; i < px.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed % 41) - 20;
    px[i] = px[i]! + noise;
    px[i + 1] = px[i + 1]! + noise;
    px[i + 2] = px[i + 2]! + noise;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}
