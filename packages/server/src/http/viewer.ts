/** The signed-in candidate a request speaks for. */
export interface Viewer {
  userId: string;
  sessionId: string;
}

/** The company whose partner API key a request carries. */
export interface PartnerKey {
  keyId: string;
  companyId: string;
}
