import sharp from "sharp";
const names = process.argv.slice(2);
(async () => {
  for (const n of names) {
    const a = sharp(`/tmp/shot-old-${n}.png`), b = sharp(`/tmp/shot-new-${n}.png`);
    const [ma, mb] = await Promise.all([a.metadata(), b.metadata()]);
    if (ma.width !== mb.width || ma.height !== mb.height) { console.log(n, "size differs", ma.width, ma.height, mb.width, mb.height); continue; }
    const [ra, rb] = await Promise.all([a.raw().toBuffer(), b.raw().toBuffer()]);
    let diff = 0; let minY = Infinity, maxY = 0;
    const ch = ma.channels ?? 4;
    for (let i = 0; i < ra.length; i += ch) { if (Math.abs(ra[i]-rb[i]) + Math.abs(ra[i+1]-rb[i+1]) + Math.abs(ra[i+2]-rb[i+2]) > 30) { diff++; const y = Math.floor(i / ch / (ma.width ?? 1)); minY = Math.min(minY, y); maxY = Math.max(maxY, y); } }
    console.log(n, ma.width, ma.height, "pixels differing:", diff, diff ? `rows ${minY}-${maxY}` : "");
  }
})();
