/** The signed-in candidate a request speaks for. */
export interface Viewer {
  userId: string;
  sessionId: string;
}
