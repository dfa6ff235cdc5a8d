import sharp from "sharp";
const [src, out, l, t, w, h, scale] = process.argv.slice(2);
sharp(src).extract({ left: +l, top: +t, width: +w, height: +h }).resize((+w) * (+scale || 4), undefined, { kernel: "nearest" }).toFile(out);
