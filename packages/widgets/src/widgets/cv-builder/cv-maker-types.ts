import type { BaobabDocument } from '@baobab/core';

/** Which maker is open: the form (new, or editing a made CV), or the photos (with any already picked). */
export type CvMakerMode = { kind: 'builder'; editId?: string } | { kind: 'photos'; photos?: File[] };

/** What the maker, loaded on demand, is given by useCvMaker. */
export interface CvMakerProps {
  mode: CvMakerMode;
  onMade(document: BaobabDocument): void;
  onClose(): void;
}
