/** RFC 9116: where to report a security problem, valid for a year from the build. */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

export function securityTxt(siteUrl: string, contactEmail: string, builtAt: Date): string {
  const expires = new Date(builtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${contactEmail}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: en, ta",
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    `Policy: ${siteUrl}/security`,
    "",
  ].join("\n");
}
