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

/** The recruiter a recruiter-space request speaks for: every call is scoped to `companyId`. */
export interface RecruiterViewer {
  recruiterId: string;
  sessionId: string;
  companyId: string;
  role: 'owner' | 'recruiter';
}
