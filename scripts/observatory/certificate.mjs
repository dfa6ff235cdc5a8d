/**
 * Writes a self-signed certificate for `localhost` and 127.0.0.1, valid for one day, into the
 * folder given on the command line: cert.pem and key.pem. It is its own issuer (CA:TRUE), so
 * naming it in NODE_EXTRA_CA_CERTS is enough for Node to trust it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generate } from "selfsigned";

const dir = process.argv[2];
if (!dir) throw new Error("Usage: node certificate.mjs <folder>");
const pems = await generate([{ name: "commonName", value: "localhost" }], {
  keyType: "ec",
  algorithm: "sha256",
  notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
  extensions: [
    { name: "basicConstraints", cA: true },
    { name: "keyUsage", digitalSignature: true, keyCertSign: true },
    { name: "extKeyUsage", serverAuth: true },
    {
      name: "subjectAltName",
      altNames: [
        { type: 2, value: "localhost" },
        { type: 7, ip: "127.0.0.1" },
      ],
    },
  ],
});
writeFileSync(path.join(dir, "cert.pem"), pems.cert);
writeFileSync(path.join(dir, "key.pem"), pems.private, { mode: 0o600 });
