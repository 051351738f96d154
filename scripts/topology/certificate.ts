import { execFile } from "node:child_process";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made with openssl for one run of the
 * topology test: nginx presents it, and the test's clients trust it and nothing else.
 */
export interface Certificate {
  certFile: string;
  keyFile: string;
  /** The certificate as PEM, for a client's `ca`. */
  pem: string;
}

export async function makeCertificate(dir: string): Promise<Certificate> {
  await mkdir(dir, { recursive: true });
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  // P-256, as certbot makes by default (ECDSA).
  await promisify(execFile)("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=IP:127.0.0.1,DNS:localhost",
    "-keyout",
    keyFile,
    "-out",
    certFile,
  ]);
  return { certFile, keyFile, pem: await readFile(certFile, "utf8") };
}
